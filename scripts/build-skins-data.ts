/**
 * Builds data/skins/catalogue.json.gz, the skin catalogue that ships with the site, from the
 * upstream files (CommunityDragon client data and the League wiki's SkinData):
 *
 *   npx tsx scripts/build-skins-data.ts --from <folder with cdragon/ and wiki/> [--patch 16.16]
 *
 * The folder holds cdragon/{skins,skins-pbe-only,champion-summary,skinlines}.json,
 * wiki/skindata.json and, when present, wiki/skindata-2026-supplement.json (newer wiki facts for
 * the skins the older copy lacks; copied to data/skins/wiki-supplement.json so a live sync can use
 * it below the live wiki). The output is committed; the server seeds its tables from it at start
 * and never reads the upstream files. See README "Skin catalogue data" for sources and licences.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { mergeCatalogue } from '../src/server/skins/merge/merge-catalogue';
import { SUPPLEMENT_NAME } from '../src/server/skins/bundle';
import type { CatalogueSources } from '../src/server/skins/merge/source-types';

const { values } = parseArgs({
  options: { from: { type: 'string' }, patch: { type: 'string', default: '16.16' }, out: { type: 'string' } },
});
if (!values.from) {
  console.error('usage: tsx scripts/build-skins-data.ts --from <data folder> [--patch 16.16] [--out data/skins]');
  process.exit(1);
}
const from = values.from;
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(from, file), 'utf8')) as T;

const sources: CatalogueSources = {
  patch: values.patch ?? '16.16',
  skins: read('cdragon/skins.json'),
  pbeOnly: read('cdragon/skins-pbe-only.json'),
  champions: read('cdragon/champion-summary.json'),
  skinlines: read('cdragon/skinlines.json'),
  wiki: read('wiki/skindata.json'),
};
const supplementFile = path.join(from, 'wiki/skindata-2026-supplement.json');
if (fs.existsSync(supplementFile)) sources.supplement = read('wiki/skindata-2026-supplement.json');

const bundle = mergeCatalogue(sources);
const outDir = values.out ?? fileURLToPath(new URL('../data/skins', import.meta.url));
fs.mkdirSync(outDir, { recursive: true });
// Gzipped: 3.5 MB of JSON (mostly image paths) becomes about 0.5 MB in the repository.
const file = path.join(outDir, 'catalogue.json.gz');
fs.writeFileSync(file, zlib.gzipSync(JSON.stringify(bundle), { level: 9 }));
console.log(`wrote ${path.relative(process.cwd(), file)} (${(fs.statSync(file).size / 1024).toFixed(0)} KiB)`);
if (sources.supplement) {
  const copy = path.join(outDir, SUPPLEMENT_NAME);
  fs.copyFileSync(supplementFile, copy);
  console.log(`wrote ${path.relative(process.cwd(), copy)}`);
}
console.log(bundle.counts);
