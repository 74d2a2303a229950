/**
 * The public pages Lighthouse measures in `npm run bench` (lighthouse.bench.ts): add one line
 * per new public page. Any path works; the built server runs on a fresh database with the seeds.
 */
export const LIGHTHOUSE_PAGES: readonly string[] = [
  '/',
  '/valorant-account-value',
  '/riot-points-to-usd',
  '/this-page-does-not-exist', // the 404 page
  '/lol-skins',
  '/lol-skins/rarity',
  '/lol-skins/skin/1001',
  '/wasted-time-lol',
  '/blog',
  '/blog/how-the-calculators-value-an-account', // a local post with every rich-text block
];
