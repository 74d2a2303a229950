import { converterRegistry } from '../../lib/converter-registry';
import { gameRegistry } from '../../lib/game-registry';
import { buildSiteNav } from './nav-links';

/** The menus of every page, from the game and converter registries (in their menu order). */
export const siteNav = buildSiteNav(gameRegistry.games, converterRegistry.converters);
