import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TestApp } from '../../helpers/test-app';
import { createSkinsApp } from '../../helpers/skins-app';

let t: TestApp;
beforeAll(async () => {
  t = await createSkinsApp();
});
afterAll(async () => {
  await t.close();
});

const KEYS = ['category', 'value', 'q', 'sort', 'page', 'limit', 'x'];
const WORDS = [
  'champion',
  'rarity',
  'price',
  'releaseDate',
  'lootable',
  'Epic',
  'Ahri',
  '1350',
  'Yes',
  'newest',
  'price-desc',
  '0',
  '1',
  '60',
  '61',
  '-1',
  '1e3',
  '',
];
const paramValue = fc.oneof(fc.constantFrom(...WORDS), fc.string({ maxLength: 120 }), fc.string({ unit: 'binary', maxLength: 20 }));
const query = fc.array(fc.tuple(fc.constantFrom(...KEYS), paramValue), { maxLength: 5 });
const path = fc.constantFrom('/api/skins/search', '/api/skins/groups', '/api/skins/facets', '/api/skins/1001', '/api/skins/');

describe('skin API inputs', () => {
  it('never answer 5xx: every reply is 200 or a 4xx envelope with a message', async () => {
    await fc.assert(
      fc.asyncProperty(path, query, fc.string({ maxLength: 12 }), async (base, pairs, idTail) => {
        const search = new URLSearchParams(pairs).toString();
        const url = base.endsWith('/') ? `${base}${encodeURIComponent(idTail)}` : `${base}?${search}`;
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeLessThan(500);
        const body = res.json() as { error: boolean; response: unknown };
        if (res.statusCode >= 400) {
          expect(body.error).toBe(true);
          expect(typeof body.response).toBe('string');
        } else {
          expect(body.error).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });
});
