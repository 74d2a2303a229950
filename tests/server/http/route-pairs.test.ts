import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../../src/server/http/endpoints';
import { isRoute, type Route } from '../../../src/shared/api/endpoint';
import * as calculators from '../../../src/shared/api/calculators';
import * as calculatorEndpoints from '../../../src/shared/api/calculators.schemas';
import { declaredEndpoints } from '../../helpers/declared-endpoints';

/** The route modules the browser reads, by feature. */
const routeModules = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>('../../../src/shared/api/*.ts', { eager: true }))
    .filter(([file]) => !/\.(schemas|constants)\.ts$/.test(file))
    .map(([file, module]) => [file.split('/').pop()!.replace('.ts', ''), module]),
);

/** Each route a module exports, a revision group's included, by its name there. */
const routesOf = (module: Record<string, unknown>): [string, Route][] =>
  Object.entries(module).flatMap(([name, value]): [string, Route][] =>
    isRoute(value)
      ? [[name, value]]
      : value && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value).flatMap(([part, one]): [string, Route][] => (isRoute(one) ? [[`${name}.${part}`, one]] : []))
        : [],
  );

const identity = ({ scope, method, path, changesState }: Route) => ({ scope, method, path, ...(changesState ? { changesState } : {}) });

describe('routes and the endpoints they are typed by (decisions 0042, 0052)', () => {
  it('lists every schemas module of src/shared/api', () => {
    const files = fs
      .readdirSync('src/shared/api')
      .filter((name) => name.endsWith('.schemas.ts'))
      .map((name) => name.replace('.schemas.ts', ''))
      .filter((name) => name !== 'envelope'); // shared shapes, no endpoints of its own
    expect(Object.keys(CONTRACTS).sort()).toEqual(files.sort());
  });

  it('gives every route the scope, method and path of the endpoint of its name, and no schema', () => {
    const routes = Object.entries(routeModules).flatMap(([feature, module]) =>
      routesOf(module).map(([name, route]) => ({ where: `${feature}.${name}`, route, contract: CONTRACTS[feature] })),
    );
    expect(routes.length).toBeGreaterThan(40);
    for (const { where, route, contract } of routes) {
      const [name, part] = where.split('.').slice(1);
      const own = part ? (contract?.[name!] as Record<string, unknown> | undefined)?.[part] : contract?.[name!];
      expect(isRoute(own), where).toBe(true);
      expect(identity(route), where).toEqual(identity(own as Route));
      expect(route, where).not.toHaveProperty('reply');
    }
  });

  it("makes a game's routes as its endpoints are made", () => {
    const api = 'sample';
    for (const name of ['calculatorConfig', 'saveCalculatorConfig', 'resetCalculatorConfig'] as const)
      expect(identity(calculators[name](api)), name).toEqual(identity(calculatorEndpoints[name](api)));
    for (const part of ['history', 'head', 'restore'] as const)
      expect(identity(calculators.calculatorRevisions(api)[part])).toEqual(identity(calculatorEndpoints.calculatorRevisions(api)[part]));
  });

  it('finds the endpoints the routes are checked against', () => {
    expect(declaredEndpoints().length).toBeGreaterThan(50);
  });
});
