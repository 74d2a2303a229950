import { OPERATOR_SCOPE, isRoute, type Route } from './api/endpoint';
import { paths } from './paths';
import type { ServedName } from '../engine/game-lint';

/**
 * Every endpoint the schemas modules export (src/shared/api/*.schemas.ts; the server hands them from
 * its list, CONTRACTS in src/server/http/endpoints.ts). The per-game factories
 * (calculatorConfig…) are functions and are left out: a game's own routes are its api.
 */
function endpointsOf(modules: Record<string, Record<string, unknown>>): { endpoint: Route; module: string }[] {
  return Object.entries(modules).flatMap(([file, module]) =>
    Object.values(module)
      .filter(isRoute)
      .map((endpoint) => ({ endpoint, module: (file.split('/').pop() ?? file).replace(/\.[jt]s$/, '') })),
  );
}

/**
 * The API names a game's `api` may not take: the first segment of every endpoint path in either
 * scope ("banners" from GET /banners, "skins" from /skins/:id) and the operator scope itself.
 */
export function servedApiNames(modules: Record<string, Record<string, unknown>>): ServedName[] {
  const names = new Map<string, string>([[OPERATOR_SCOPE.slice(1), 'the operator routes (/api/auth/…)']]);
  for (const { endpoint, module } of endpointsOf(modules)) {
    const first = endpoint.path.split('/')[1] ?? '';
    const full = `${endpoint.method} /api${endpoint.scope === 'operator' ? OPERATOR_SCOPE : ''}${endpoint.path}`;
    if (first && !names.has(first)) names.set(first, `${full} (src/shared/api/${module}.schemas.ts)`);
  }
  return [...names].map(([name, owner]) => ({ name, owner }));
}

/**
 * The page paths a game's `route` may not take: every page of `paths` (the home page is the game
 * whose route is "/", so it is not listed), every converter's route, and `extra` (the server's own:
 * the API base, /metrics, the skin images).
 */
export function servedPages(converters: readonly { id: string; route: string }[], extra: readonly ServedName[] = []): ServedName[] {
  return [
    ...Object.entries(paths)
      .filter(([, path]) => path !== paths.home)
      .map(([name, path]) => ({ name: path, owner: `the page paths.${name} (src/shared/paths.ts)` })),
    ...converters.map((c) => ({ name: c.route, owner: `the converter ${c.id} (schemas/converters/${c.id}.json)` })),
    ...extra,
  ];
}
