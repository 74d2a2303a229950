import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as dropAppMeta from './0002-drop-app-meta';
import * as jobs from './0004-jobs';
import * as wastedTime from './0005-wasted-time';
import * as blog from './0006-blog';
import * as readCacheVersions from './0007-read-cache-versions';
import * as skins from './0003-skins';
import * as skinSync from './0008-skin-sync';
import * as skinCostCurrency from './0009-skin-cost-currency';
import * as skinImages from './0011-skin-images';
import * as riotProfiles from './0012-riot-profiles';
import * as wastedTimeRefresh from './0013-wasted-time-refresh';
import * as ratePermitsInFlight from './0014-rate-permits-in-flight';
import * as epochMsTimes from './0015-epoch-ms-times';
import * as sharedMatches from './0016-shared-matches-and-fair-share';
import * as revisions from './0017-revisions';
import * as skinFactSources from './0019-skin-fact-sources';
import * as revisionNotes from './0020-revision-notes';
import * as throttleHits from './0021-throttle-hits';

/**
 * Every migration, in order. Listed statically (not read from disk) so the bundled
 * server carries them. Add a file `NNNN-name.ts` and a line here (naming up and down, so knip sees them used);
 * never edit a shipped one.
 */
export const migrations: Record<string, Migration> = {
  '0001-initial': { up: initial.up, down: initial.down },
  '0002-drop-app-meta': { up: dropAppMeta.up, down: dropAppMeta.down },
  '0003-skins': { up: skins.up, down: skins.down },
  '0004-jobs': { up: jobs.up, down: jobs.down },
  '0005-wasted-time': { up: wastedTime.up, down: wastedTime.down },
  '0006-blog': { up: blog.up, down: blog.down },
  '0007-read-cache-versions': { up: readCacheVersions.up, down: readCacheVersions.down },
  '0008-skin-sync': { up: skinSync.up, down: skinSync.down },
  '0009-skin-cost-currency': { up: skinCostCurrency.up, down: skinCostCurrency.down },
  '0011-skin-images': { up: skinImages.up, down: skinImages.down },
  '0012-riot-profiles': { up: riotProfiles.up, down: riotProfiles.down },
  '0013-wasted-time-refresh': { up: wastedTimeRefresh.up, down: wastedTimeRefresh.down },
  '0014-rate-permits-in-flight': { up: ratePermitsInFlight.up, down: ratePermitsInFlight.down },
  '0015-epoch-ms-times': { up: epochMsTimes.up, down: epochMsTimes.down },
  '0016-shared-matches-and-fair-share': { up: sharedMatches.up, down: sharedMatches.down },
  '0017-revisions': { up: revisions.up, down: revisions.down },
  '0019-skin-fact-sources': { up: skinFactSources.up, down: skinFactSources.down },
  '0020-revision-notes': { up: revisionNotes.up, down: revisionNotes.down },
  '0021-throttle-hits': { up: throttleHits.up, down: throttleHits.down },
};
