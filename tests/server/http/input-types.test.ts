import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifySchema } from 'fastify';
import { Type } from 'typebox';
import { validatorCompiler } from '../../../src/server/http/validator';
import { MAX_LIMIT } from '../../../src/shared/api/skins';
import { RiotIdParams, SearchQuerySchema } from '../../../src/shared/api/skins.schemas';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const compile = (schema: object, httpPart: string) =>
  validatorCompiler({ schema: schema as FastifySchema, method: 'GET', url: '/', httpPart }) as (data: unknown) => boolean;

describe('input checked once, by schema', () => {
  it('types a query by its schema: numbers and booleans arrive as such, bounds included', () => {
    const check = compile(SearchQuerySchema, 'querystring');
    const query: Record<string, unknown> = { page: '2', limit: String(MAX_LIMIT), prestige: 'true' };
    expect(check(query)).toBe(true);
    expect(query).toEqual({ page: 2, limit: MAX_LIMIT, prestige: true });
    expect(check({ limit: String(MAX_LIMIT + 1) })).toBe(false);
    expect(check({ page: '1.5' })).toBe(false);
    expect(check({ prestige: 'yes' })).toBe(false);
  });

  it("refuses text that would become a number past every bound (1e309, Infinity) with the field's own sentence", () => {
    const check = compile(RiotIdParams, 'params') as ((data: unknown) => boolean) & { errors?: { message?: string }[] | null };
    for (const text of ['1e309', 'Infinity', '-Infinity', '-1e400']) {
      const params: Record<string, unknown> = { riotId: text };
      expect(check(params), text).toBe(false);
      expect(check.errors?.[0]?.message).toBe('A skin id is a whole number of up to 9 digits.');
    }
    const params: Record<string, unknown> = { riotId: '266001' };
    expect(check(params)).toBe(true);
    expect(params).toEqual({ riotId: 266001 });
  });

  it('takes a JSON body as sent: text where a number belongs is refused, not converted', () => {
    const check = compile(Type.Object({ market: Type.Number() }), 'body');
    expect(check({ market: '2' })).toBe(false);
    expect(check({ market: 2 })).toBe(true);
  });
});

describe('typed params and queries through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('refuses a skins limit above the schema bound with the sentence the schema gives, before the handler runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/skins/search?limit=${MAX_LIMIT + 1}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: true,
      code: 'BAD_REQUEST',
      response: `The limit must be a whole number from 1 to ${MAX_LIMIT}.`,
    });
  });

  it('answers a skin id too large to be a number with 400, not a database error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/skins/1e309' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', response: 'A skin id is a whole number of up to 9 digits.' });
  });

  it('answers a path number written with a leading zero as the number it is', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/leaderboard/1' });
    const padded = await t.app.inject({ method: 'GET', url: '/api/leaderboard/01' });
    expect(plain.statusCode).toBe(200);
    expect(padded.json()).toEqual(plain.json());
  });
});
