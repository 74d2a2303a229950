/**
 * Every page path of the site that is not a game or converter page (those come from the `route`
 * of their data files), in one place: the router, the menus, the footer, page metadata, seeds and
 * redirects read them here and never spell a path themselves. Patterns use `:name` parameters.
 */
export const paths = {
  home: '/',
  login: '/login',
  dashboard: '/dashboard',
  dashboardSkins: '/dashboard/skins',
  dashboardSkin: '/dashboard/skins/:id',
  dashboardActivity: '/dashboard/activity',
  /** The dashboard opened at one game's prices (an address an operator can keep or send). */
  dashboardPrices: '/dashboard/prices/:gameId',
  /** The author's preview of the game files (form, priced examples, check problems). */
  dashboardGames: '/dashboard/games',
  blog: '/blog',
  blogPost: '/blog/:slug',
  skins: '/lol-skins',
  skin: '/lol-skins/skin/:id',
  /** Before the category routes: a literal segment, ranked above ':category' by the router. */
  skinCollection: '/lol-skins/collection',
  /** A collection someone shared, read-only (its skins ride in the query, see shared/collection-link.ts). */
  sharedCollection: '/lol-skins/collection/shared',
  skinCategory: '/lol-skins/:category',
  skinCategoryValue: '/lol-skins/:category/:value',
  wastedTime: '/wasted-time-lol',
} as const;
