import crypto from 'node:crypto';
import type { CatalogueBundle } from '../merge/catalogue-types';
import { loadBundle, loadSupplement } from '../bundle';
import { mergeCatalogue } from '../merge/merge-catalogue';
import type { SkinSourceClient } from '../../upstream/skin-sources/skin-source-client';
import { readCdragonFiles } from './cdragon-files';
import { readWikiSkinData } from './wiki-skindata';

/** What a sync fetched: a checksum of the raw sources, and the catalogue they make (parsed on demand). */
export interface FetchedSources {
  checksum: string;
  /** Throws (naming the source and why) when a source cannot be read. */
  catalogue(): CatalogueBundle;
}

export interface SkinSource {
  /** Shown with each run, e.g. "bundled snapshot". */
  label: string;
  fetch(onProgress: (done: number, total: number) => Promise<void>): Promise<FetchedSources>;
}

export const BUNDLE_LABEL = 'bundled snapshot';
export const LIVE_LABEL = 'CommunityDragon + League wiki';

/** The default: the catalogue shipped in data/skins, so a sync works offline (it changes nothing until a new build ships). */
export function bundleSource(file?: string): SkinSource {
  return {
    label: BUNDLE_LABEL,
    async fetch(onProgress) {
      const bundle = loadBundle(file);
      await onProgress(1, 1);
      return { checksum: bundle.hash, catalogue: () => bundle };
    },
  };
}

/**
 * CommunityDragon and the wiki, live: the same merge the shipped build runs. The shipped wiki
 * supplement stays below the live wiki: a skin the live wiki has takes the wiki's facts.
 */
export function liveSource(client: SkinSourceClient, supplement = loadSupplement()): SkinSource {
  return {
    label: LIVE_LABEL,
    async fetch(onProgress) {
      const files = await client.fetchAll(onProgress);
      const hash = crypto.createHash('sha256');
      for (const name of client.files) hash.update(`${name}\n${files[name] ?? ''}\n`);
      return {
        checksum: hash.digest('hex').slice(0, 16),
        catalogue: () => mergeCatalogue({ ...readCdragonFiles(files), wiki: readWikiSkinData(files.wikiSkinData), supplement }),
      };
    },
  };
}

/** The live sources when SKINS_SYNC_CDRAGON_URL and SKINS_SYNC_WIKI_URL are set (a client exists), else the bundled snapshot. */
export const syncSourceOf = (client: SkinSourceClient | null): SkinSource => (client ? liveSource(client) : bundleSource());
