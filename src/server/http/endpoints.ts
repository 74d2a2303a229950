import * as activity from '../../shared/api/activity';
import * as activitySchemas from '../../shared/api/activity.schemas';
import * as auth from '../../shared/api/auth';
import * as authSchemas from '../../shared/api/auth.schemas';
import * as banners from '../../shared/api/banners';
import * as bannersSchemas from '../../shared/api/banners.schemas';
import * as blog from '../../shared/api/blog';
import * as blogSchemas from '../../shared/api/blog.schemas';
import * as calculators from '../../shared/api/calculators';
import * as calculatorsSchemas from '../../shared/api/calculators.schemas';
import * as dashboard from '../../shared/api/dashboard';
import * as dashboardSchemas from '../../shared/api/dashboard.schemas';
import * as gameFiles from '../../shared/api/game-files';
import * as gameFilesSchemas from '../../shared/api/game-files.schemas';
import * as health from '../../shared/api/health';
import * as healthSchemas from '../../shared/api/health.schemas';
import * as revisions from '../../shared/api/revisions';
import * as revisionsSchemas from '../../shared/api/revisions.schemas';
import * as riotProfile from '../../shared/api/riot-profile';
import * as riotProfileSchemas from '../../shared/api/riot-profile.schemas';
import * as siteLinks from '../../shared/api/site-links';
import * as siteLinksSchemas from '../../shared/api/site-links.schemas';
import * as skinCollection from '../../shared/api/skin-collection';
import * as skinCollectionSchemas from '../../shared/api/skin-collection.schemas';
import * as skinOperator from '../../shared/api/skin-operator';
import * as skinOperatorSchemas from '../../shared/api/skin-operator.schemas';
import * as skins from '../../shared/api/skins';
import * as skinsSchemas from '../../shared/api/skins.schemas';
import * as wastedTime from '../../shared/api/wasted-time';
import * as wastedTimeSchemas from '../../shared/api/wasted-time.schemas';
import { endpoint, isRoute, type Endpoint, type EndpointSchemas, type Route, type SchemasOf } from '../../shared/api/endpoint';

type Module = Record<string, unknown>;

/**
 * Every contract of src/shared/api as its pair of modules: `<feature>.ts` (the routes the browser
 * calls) and `<feature>.schemas.ts` (what they take and answer). Decision 0042. Listed rather than
 * globbed because the server also runs from source (tsx), which has no import.meta.glob; a test
 * holds the list to the directory.
 */
export const CONTRACTS: Record<string, readonly [routes: Module, schemas: Module]> = {
  activity: [activity, activitySchemas],
  auth: [auth, authSchemas],
  banners: [banners, bannersSchemas],
  blog: [blog, blogSchemas],
  calculators: [calculators, calculatorsSchemas],
  dashboard: [dashboard, dashboardSchemas],
  'game-files': [gameFiles, gameFilesSchemas],
  health: [health, healthSchemas],
  revisions: [revisions, revisionsSchemas],
  'riot-profile': [riotProfile, riotProfileSchemas],
  'site-links': [siteLinks, siteLinksSchemas],
  'skin-collection': [skinCollection, skinCollectionSchemas],
  'skin-operator': [skinOperator, skinOperatorSchemas],
  skins: [skins, skinsSchemas],
  'wasted-time': [wastedTime, wastedTimeSchemas],
};

const isSchemas = (value: unknown): value is EndpointSchemas =>
  typeof value === 'object' && value !== null && 'summary' in value && 'reply' in value;

/**
 * Pairs each route with the schemas of the same name in its feature's schemas module (nested
 * objects too: `sideBannerRevisions.history`). Throws at start when either side lacks the other, so
 * a route cannot be mounted unchecked nor schemas left unused. Factories (a game's routes, made per
 * game file) are functions and are paired where they are called.
 */
export function pairRoutes(contracts: Record<string, readonly [routes: Module, schemas: Module]>): Map<Route, Endpoint> {
  const paired = new Map<Route, Endpoint>();
  const walk = (routes: Module, schemas: Module, at: string) => {
    for (const [name, value] of Object.entries(routes)) {
      const where = `${at}.${name}`;
      if (isRoute(value)) {
        const own = schemas[name];
        if (!isSchemas(own)) throw new Error(`${value.method} ${value.path} (${where}) has no schemas of that name in its .schemas.ts`);
        paired.set(value, endpoint(value, own));
      } else if (typeof value === 'object' && value !== null && !Array.isArray(value) && typeof schemas[name] === 'object') {
        walk(value as Module, schemas[name] as Module, where);
      }
    }
    for (const [name, value] of Object.entries(schemas)) {
      if (isSchemas(value) && !isRoute(routes[name])) throw new Error(`The schemas ${at}.${name} have no route of that name`);
    }
  };
  for (const [name, [routes, schemas]] of Object.entries(contracts)) walk(routes, schemas, name);
  return paired;
}

const PAIRED = pairRoutes(CONTRACTS);

/** A route, or an object of routes, made per game file: joined to its schemas made by the same call. */
export function joined<R extends Route>(route: R, schemas: SchemasOf<R>): Endpoint<R>;
export function joined<T extends Record<string, Route>>(routes: T, schemas: { [K in keyof T]: SchemasOf<T[K]> }): T;
export function joined(routes: Route | Record<string, Route>, schemas: EndpointSchemas | Record<string, EndpointSchemas>): unknown {
  if (isRoute(routes)) return endpoint(routes, schemas as EndpointSchemas);
  const all = schemas as Record<string, EndpointSchemas>;
  return Object.fromEntries(Object.entries(routes).map(([name, one]) => [name, endpoint(one, all[name]!)]));
}

/** The endpoint of a declared route (or the endpoint itself, when it was joined where it was made). */
export function endpointOf<R extends Route>(route: R): Endpoint<R> {
  if (isSchemas(route)) return route as Endpoint<R>;
  const found = PAIRED.get(route);
  if (!found) throw new Error(`${route.method} ${route.path} is not declared in a contract module of src/shared/api`);
  return found as Endpoint<R>;
}
