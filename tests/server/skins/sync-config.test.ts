import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/server/env';
import { syncSourceLabel } from '../../../src/server/skins/sync/source-from-config';
import { pbeBaseOf } from '../../../src/server/upstream/skin-sources/skin-source-client';

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
