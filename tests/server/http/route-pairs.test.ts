import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { CONTRACTS, endpointOf, pairRoutes } from '../../../src/server/http/endpoints';
import { route, isRoute } from '../../../src/shared/api/endpoint';
import { skinSearch } from '../../../src/shared/api/skins';
import * as skinsSchemas from '../../../src/shared/api/skins.schemas';
import { sideBannerRevisions } from '../../../src/shared/api/banners';

const thing = route<{ summary: string; reply: ReturnType<typeof Type.String> }>()({ scope: 'public', method: 'GET', path: '/things' });
const thingSchemas = { summary: 'A thing', reply: Type.String() };

describe('routes paired with their schemas (decision 0042)', () => {
  it('lists every schemas module of src/shared/api', () => {
    const files = fs
      .readdirSync('src/shared/api')
      .filter((name) => name.endsWith('.schemas.ts'))
      .map((name) => name.replace('.schemas.ts', ''))
      .filter((name) => name !== 'envelope'); // shared shapes, no routes of its own
    expect(Object.keys(CONTRACTS).sort()).toEqual(files.sort());
  });

  it('joins a route to the schemas of its name, nested ones included', () => {
    expect(endpointOf(skinSearch)).toMatchObject({
      path: '/skins/search',
      query: skinsSchemas.SearchQuerySchema,
      summary: skinsSchemas.skinSearch.summary,
    });
    expect(endpointOf(sideBannerRevisions.restore).params).toBeDefined();
    expect(endpointOf(sideBannerRevisions.history).summary).toBe('Revisions of a side banner, newest first');
  });

  it('leaves every route value the browser holds without a schema', () => {
    expect(Object.keys(skinSearch).sort()).toEqual(['method', 'path', 'scope']);
    for (const [routes] of Object.values(CONTRACTS))
      for (const value of Object.values(routes)) if (isRoute(value)) expect(value).not.toHaveProperty('reply');
  });

  it('refuses a route without schemas and schemas without a route, naming them', () => {
    expect(() => pairRoutes({ things: [{ thing }, {}] })).toThrow('GET /things (things.thing) has no schemas of that name');
    expect(() => pairRoutes({ things: [{}, { thing: thingSchemas }] })).toThrow('The schemas things.thing have no route of that name');
    expect(pairRoutes({ things: [{ thing }, { thing: thingSchemas }] }).get(thing)).toMatchObject({ path: '/things', summary: 'A thing' });
  });

  it('refuses to mount a route no contract declares', () => {
    expect(() => endpointOf(thing)).toThrow('GET /things is not declared in a contract module of src/shared/api');
  });
});
