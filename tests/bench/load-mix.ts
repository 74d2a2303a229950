import fs from 'node:fs';
import path from 'node:path';
import type { Request } from 'autocannon';
import { OPERATOR_SCOPE, href } from '../../src/shared/api/endpoint';
import { paths } from '../../src/shared/paths';
import { skinGroups, skinSearch } from '../../src/shared/api/skins';
import { allSkins } from '../../src/shared/api/skins.schemas';
import { leaderboard } from '../../src/shared/api/wasted-time';
import { blogList } from '../../src/shared/api/blog';

/**
 * What visitors request, for the load benchmarks. API reads come from the server's own OpenAPI document
 * (every public GET without parameters: game configs, banners, and whatever later features add); pages and
 * parameterised reads are listed here. Anything that does not answer 200 on the target is left out and named.
 */
const PAGES = ['/', paths.skins, paths.blog, paths.wastedTime];
const PARAMETERISED_READS = [
  href(skinSearch, { query: { q: 'ahri' } }),
  href(skinSearch, { query: { q: 'star', page: '2' } }),
  href(skinGroups, { query: { category: 'rarity' } }),
  href(leaderboard, { params: { page: 1 } }),
  href(blogList, { params: { limit: 999 } }),
].map((path) => `/api${path}`);
// The whole catalogue (3.5 MB, 370 KB brotli) is for API clients; no page reads it, so a visitor mix leaves it out.
const NOT_VISITOR_READS = new Set([`/api${href(allSkins)}`]);
// Every page view also reads the side banners: they weigh that much more.
const WEIGHTS: Record<string, number> = { '/api/banners': 3 };

const gamePages = (): string[] =>
  fs
    .readdirSync('schemas/games')
    .filter((f) => f.endsWith('.json'))
    .map((f) => (JSON.parse(fs.readFileSync(path.join('schemas/games', f), 'utf8')) as { route?: string }).route)
    .filter((r): r is string => typeof r === 'string');

async function documentedReads(base: string): Promise<string[]> {
  const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(
      ([p, ops]) =>
        'get' in ops && !p.includes('{') && !p.startsWith(`/api${OPERATOR_SCOPE}/`) && p !== '/api/health' && !NOT_VISITOR_READS.has(p),
    )
    .map(([p]) => p);
}

export interface LoadMix {
  requests: Request[];
  paths: string[];
  skipped: string[];
}

export async function loadMix(base: string): Promise<LoadMix> {
  const candidates = [...new Set([...PAGES, ...gamePages(), ...(await documentedReads(base)), ...PARAMETERISED_READS])];
  const kept: string[] = [];
  const skipped: string[] = [];
  for (const candidate of candidates) {
    const status = await fetch(`${base}${candidate}`).then(
      (r) => r.status,
      () => 0,
    );
    (status === 200 ? kept : skipped).push(candidate);
  }
  const requests = kept.flatMap((p) =>
    Array.from({ length: WEIGHTS[p] ?? 1 }, () => ({ method: 'GET' as const, path: p, headers: { 'accept-encoding': 'br, gzip' } })),
  );
  return { requests, paths: kept, skipped };
}
