import type { ServerConfig } from '../../env';
import { createSkinSourceClient } from '../../upstream/skin-sources/skin-source-client';
import { BUNDLE_LABEL, LIVE_LABEL, bundleSource, liveSource, type SkinSource } from './skin-source';

type SyncConfig = Pick<ServerConfig, 'skinSync'>;

/** SKINS_SYNC_CDRAGON_URL and SKINS_SYNC_WIKI_URL when set, else the bundled snapshot. */
export function skinSourceFromConfig(config: SyncConfig): SkinSource {
  return config.skinSync ? liveSource(createSkinSourceClient(config.skinSync)) : bundleSource();
}

export const syncSourceLabel = (config: SyncConfig): string => (config.skinSync ? LIVE_LABEL : BUNDLE_LABEL);
