import { converterRegistry } from '../../lib/converter-registry';
import { gameRegistry } from '../../lib/game-registry';
import { buildSiteNav } from './nav-links';

export const siteNav = buildSiteNav(gameRegistry.games, converterRegistry.converters);
