import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { CatalogueBundle } from './merge/catalogue-types';
import type { WikiSupplement } from './merge/source-types';

/** data/skins/catalogue.json.gz, from both src/server/skins and the bundled dist/server. */
export const defaultBundleFile = (): string => {
  // Built from variables so the bundler leaves the file where it is (it is read at run time).
  const [fromSource, fromDist] = ['../../../', '../../'].map((up) => fileURLToPath(new URL(`${up}${BUNDLE_PATH}`, import.meta.url)));
  return fs.existsSync(fromSource!) ? fromSource! : fromDist!;
};

const BUNDLE_PATH = 'data/skins/catalogue.json.gz';

/** The wiki supplement beside the catalogue (decision 0036): the build merged it; a live sync merges it below the live wiki. */
export const SUPPLEMENT_NAME = 'wiki-supplement.json';

export function loadSupplement(bundleFile = defaultBundleFile()): WikiSupplement | undefined {
  const file = path.join(path.dirname(bundleFile), SUPPLEMENT_NAME);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as WikiSupplement) : undefined;
}

export interface LoadedBundle extends CatalogueBundle {
  /** Hash of the file: the seeder skips work when the database already holds this build. */
  hash: string;
}

const hashOf = (raw: Buffer) => crypto.createHash('sha256').update(raw).digest('hex').slice(0, 16);

/** The build's hash alone: what the seeder compares before it unpacks anything. */
export const bundleHash = (file = defaultBundleFile()): string => hashOf(fs.readFileSync(file));

/** Reads the shipped catalogue built by scripts/build-skins-data.ts. */
export function loadBundle(file = defaultBundleFile()): LoadedBundle {
  const raw = fs.readFileSync(file);
  const bundle = JSON.parse(zlib.gunzipSync(raw).toString('utf8')) as CatalogueBundle;
  return { ...bundle, hash: hashOf(raw) };
}
