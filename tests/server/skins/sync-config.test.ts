import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/server/env';
import type { ServerConfig } from '../../../src/server/env';
import { syncSourceOf } from '../../../src/server/skins/sync/skin-source';
import { createSkinSourceClient, pbeBaseOf } from '../../../src/server/upstream/skin-sources/skin-source-client';

/** What the skins feature syncs from under this configuration (the client upstreams.ts would build). */
const syncSourceLabel = ({ skinSync }: ServerConfig) => syncSourceOf(skinSync ? createSkinSourceClient(skinSync) : null).label;

const CDRAGON = 'https://raw.communitydragon.org/latest';
const WIKI = 'https://wiki.leagueoflegends.com/en-us/Module:SkinData/data?action=raw';

describe('SKINS_SYNC_CDRAGON_URL and SKINS_SYNC_WIKI_URL', () => {
  it('default to the bundled snapshot', () => {
    const config = readConfig({});
    expect(config.skinSync).toBeNull();
    expect(syncSourceLabel(config)).toBe('bundled snapshot');
  });

  it('switch to the live sources when both are set', () => {
    const config = readConfig({ SKINS_SYNC_CDRAGON_URL: CDRAGON, SKINS_SYNC_WIKI_URL: WIKI });
    expect(config.skinSync).toEqual({ cdragonUrl: CDRAGON, wikiUrl: WIKI });
    expect(syncSourceLabel(config)).toBe('CommunityDragon + League wiki');
  });

  it('refuse one without the other, and anything but an http(s) URL, naming the variable', () => {
    expect(() => readConfig({ SKINS_SYNC_CDRAGON_URL: CDRAGON })).toThrow(
      'SKINS_SYNC_WIKI_URL: must be set together with SKINS_SYNC_CDRAGON_URL',
    );
    expect(() => readConfig({ SKINS_SYNC_CDRAGON_URL: 'ftp://cdragon', SKINS_SYNC_WIKI_URL: WIKI })).toThrow(
      'SKINS_SYNC_CDRAGON_URL: expected an http(s) URL, got "ftp://cdragon"',
    );
  });

  it("reads upcoming skins from PBE beside a 'latest' base only", () => {
    expect(pbeBaseOf(CDRAGON)).toBe('https://raw.communitydragon.org/pbe');
    expect(pbeBaseOf('https://raw.communitydragon.org/14.6')).toBeNull();
  });
});
