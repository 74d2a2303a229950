import fs from 'node:fs';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const fixture = (name: string): string =>
  zlib.gunzipSync(fs.readFileSync(fileURLToPath(new URL(`../../fixtures/skin-sources/${name}.gz`, import.meta.url)))).toString('utf8');

let cached: SourceTexts | null = null;

/** The real upstream files (tests/fixtures/skin-sources), read once per test process. */
export interface SourceTexts {
  skins: string;
  pbeSkins: string;
  championSummary: string;
  skinlines: string;
  wikiLua: string;
}

export function sourceTexts(): SourceTexts {
  cached ??= {
    skins: fixture('skins.json'),
    pbeSkins: fixture('skins-pbe-only.json'),
    championSummary: fixture('champion-summary.json'),
    skinlines: fixture('skinlines.json'),
    wikiLua: fixture('skindata.lua'),
  };
  return cached;
}
