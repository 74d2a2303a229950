import { COLLECTION_STORAGE_KEY } from '../../src/client/lib/skin-collection';
import type { Skin } from '../../src/shared/api/skins';

/** A page measured with something set up first: data in the browser's storage, or a signed-in session. */
export interface LighthousePage {
  path: string;
  /** Its name in the table (default: the path). */
  name: string;
  /** localStorage entries on the site's origin before each run; Lighthouse then keeps storage instead of clearing it. */
  storage?: (baseUrl: string) => Promise<Record<string, string>>;
  /** Measured as the operator sees it: signed in (the bench's server has an operator, see BENCH_OPERATOR). */
  signedIn?: boolean;
}

/** The operator the Lighthouse bench's server is started with, to measure the dashboard signed in. */
export const BENCH_OPERATOR = { username: 'bench-operator', key: 'bench operator key 0123456789' } as const;

/** "My collection" holding every skin of the catalogue, as the skin pages keep it ({riot_id: rarity}). */
async function everySkinOwned(baseUrl: string): Promise<Record<string, string>> {
  const skins = ((await (await fetch(`${baseUrl}/api/skins`)).json()) as { response: Skin[] }).response;
  return { [COLLECTION_STORAGE_KEY]: JSON.stringify(Object.fromEntries(skins.map((s) => [s.riot_id, s.rarity]))) };
}

/**
 * The public pages Lighthouse measures in `npm run bench` (lighthouse.bench.ts): add one line
 * per new public page. Any path works; the built server runs on a fresh database with the seeds.
 */
export const LIGHTHOUSE_PAGES: readonly (string | LighthousePage)[] = [
  '/',
  '/valorant-account-value',
  '/fortnite-account-value',
  '/overwatch-account-value',
  '/marvel-rivals-account-value',
  '/apex-legends-account-value',
  '/genshin-impact-account-value',
  '/clashofclans-account-value',
  '/riot-points-to-usd',
  '/valorant-points-to-usd',
  '/v-bucks-to-usd',
  '/robux-to-usd-eur-gbp',
  '/twitch-bits-to-usd-eur-gbp',
  '/this-page-does-not-exist', // the 404 page
  '/lol-skins',
  '/lol-skins/rarity',
  '/lol-skins/skin/1001',
  '/lol-skins/collection', // an empty collection
  { path: '/lol-skins/collection', name: '/lol-skins/collection (every skin owned)', storage: everySkinOwned },
  '/lol-skins/collection/shared?skins=1003~Legendary.1011~Epic.1014~Chroma', // a shared collection, read-only
  '/wasted-time-lol',
  '/blog',
  '/blog/how-the-calculators-value-an-account', // a local post with every rich-text block
  // The operator's pages (issue 41: accessibility holds at 1 there too).
  { path: '/dashboard', name: '/dashboard (signed in)', signedIn: true },
  { path: '/dashboard/prices/valorant', name: '/dashboard/prices/valorant (signed in)', signedIn: true },
  { path: '/dashboard/skins', name: '/dashboard/skins (signed in)', signedIn: true },
  { path: '/dashboard/activity', name: '/dashboard/activity (signed in)', signedIn: true },
  { path: '/dashboard/games', name: '/dashboard/games (signed in)', signedIn: true },
  { path: '/dashboard/skins/1001', name: '/dashboard/skins/1001 (signed in)', signedIn: true },
  { path: '/login', name: '/login' },
];
