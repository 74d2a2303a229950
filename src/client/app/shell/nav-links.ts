import { paths } from '../../../shared/paths';

export interface NavItem {
  label: string;
  to: string;
}

export interface SiteNav {
  /** 'Account Calculators': every game page except the landing page's game. */
  accounts: NavItem[];
  currency: NavItem[];
  /** Every game's calculator page, the landing page's game first, for the footer. */
  games: NavItem[];
}

/** The plain links after the two dropdowns; About is special (it scrolls to #about). */
export const PAGE_LINKS: readonly NavItem[] = [
  { label: 'Wasted on LoL', to: paths.wastedTime },
  { label: 'LoL Skins', to: paths.skins },
];
export const BLOG_LINK: NavItem = { label: 'Blog', to: paths.blog };

/** Built from the registries, so adding a game or converter file adds its menu and footer entries. */
export function buildSiteNav(
  games: readonly { name: string; route: string }[],
  converters: readonly { name: string; route: string }[],
): SiteNav {
  const toItem = ({ name, route }: { name: string; route: string }): NavItem => ({ label: name, to: route });
  const accounts = games.filter((game) => game.route !== paths.home).map(toItem);
  const currency = converters.map(toItem);
  return { accounts, currency, games: games.map(toItem) };
}

/** True when `to` is the page being shown (for aria-current). */
export const isCurrent = (to: string, pathname: string): boolean => to === pathname || (to !== '/' && pathname.startsWith(`${to}/`));

/** The menu's links that are the page being shown: all of the address the header's markup depends on. */
export const currentNavLinks = (nav: SiteNav, pathname: string): string[] =>
  [...nav.accounts, ...nav.currency, ...PAGE_LINKS, BLOG_LINK].filter((item) => isCurrent(item.to, pathname)).map((item) => item.to);
