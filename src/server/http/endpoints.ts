import * as activity from '../../shared/api/activity.schemas';
import * as auth from '../../shared/api/auth.schemas';
import * as banners from '../../shared/api/banners.schemas';
import * as blog from '../../shared/api/blog.schemas';
import * as calculators from '../../shared/api/calculators.schemas';
import * as dashboard from '../../shared/api/dashboard.schemas';
import * as gameFiles from '../../shared/api/game-files.schemas';
import * as health from '../../shared/api/health.schemas';
import * as revisions from '../../shared/api/revisions.schemas';
import * as riotProfile from '../../shared/api/riot-profile.schemas';
import * as siteLinks from '../../shared/api/site-links.schemas';
import * as skinCollection from '../../shared/api/skin-collection.schemas';
import * as skinOperator from '../../shared/api/skin-operator.schemas';
import * as skins from '../../shared/api/skins.schemas';
import * as wastedTime from '../../shared/api/wasted-time.schemas';

/**
 * Every schemas module of src/shared/api (decision 0052), for the API names a game may not take.
 * Listed rather than globbed because the server also runs from source (tsx), which has no
 * import.meta.glob; a test holds the list to the directory.
 */
export const CONTRACTS: Record<string, Record<string, unknown>> = {
  activity,
  auth,
  banners,
  blog,
  calculators,
  dashboard,
  'game-files': gameFiles,
  health,
  revisions,
  'riot-profile': riotProfile,
  'site-links': siteLinks,
  'skin-collection': skinCollection,
  'skin-operator': skinOperator,
  skins,
  'wasted-time': wastedTime,
};
