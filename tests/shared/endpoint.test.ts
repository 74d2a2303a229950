import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TNull } from 'typebox';
import { errorsOf, href, isCallOf, patternOf, route, type CallArgs } from '../../src/shared/api/endpoint';
import { leaderboard, storedAccount } from '../../src/shared/api/wasted-time';
import { logout } from '../../src/shared/api/auth';
import { skinSearch } from '../../src/shared/api/skins';
import * as auth from '../../src/shared/api/auth.schemas';
import * as wastedTime from '../../src/shared/api/wasted-time.schemas';

const board = route<{ scope: 'public'; method: 'GET'; path: '/board/:page/:region?'; summary: string; reply: TNull }>()({
  scope: 'public',
  method: 'GET',
  path: '/board/:page/:region?',
});

describe('href', () => {
  it('fills parameters, encodes them, adds the operator prefix and leaves out an absent optional segment', () => {
    expect(href(storedAccount, { params: { id: 7 } })).toBe('/wasted-accounts/7');
    expect(href(board, { params: { page: 2 } })).toBe('/board/2');
    expect(href(board, { params: { page: 2, region: 'euw1' } })).toBe('/board/2/euw1');
    expect(href(board, { params: { page: 'a/b c' } })).toBe('/board/a%2Fb%20c');
    expect(href(logout)).toBe('/auth/logout');
    expect(patternOf(logout)).toBe('/auth/logout');
  });

  it('appends the query in the given order, leaving out empty entries', () => {
    expect(href(skinSearch, { query: { q: 'star guardian', page: '2', sort: undefined, category: undefined } })).toBe(
      '/skins/search?q=star+guardian&page=2',
    );
    expect(href(skinSearch, { query: {} })).toBe('/skins/search');
  });

  it('refuses a call that leaves out a required parameter', () => {
    expect(() => href(storedAccount, { params: {} })).toThrow('parameter "id" is missing');
  });

  it('isCallOf matches every call of the endpoint and nothing else (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.option(fc.constantFrom('euw1', 'kr')), (page, region) => {
        const call = href(leaderboard, { params: { page, ...(region ? { region } : {}) } });
        expect(isCallOf(leaderboard, call)).toBe(true);
        expect(isCallOf(storedAccount, call)).toBe(false);
      }),
    );
    expect(isCallOf(leaderboard, '/leaderboard/1/euw1/extra')).toBe(false);
    expect(isCallOf(leaderboard, undefined)).toBe(false);
  });
});

describe('errorsOf', () => {
  it("adds the codes every endpoint of its kind may answer to the endpoint's own", () => {
    const database = ['DATABASE_BUSY', 'DATABASE_UNAVAILABLE', 'STORAGE_FULL'];
    expect(errorsOf(wastedTime.storedAccount).sort()).toEqual(['BAD_REQUEST', ...database, 'INTERNAL_ERROR', 'NOT_FOUND'].sort());
    expect(errorsOf(auth.logout).sort()).toEqual(
      ['BAD_REQUEST', 'BODY_TOO_LARGE', ...database, 'FOREIGN_ORIGIN', 'INTERNAL_ERROR', 'LOGIN_REQUIRED', 'UNSUPPORTED_MEDIA_TYPE'].sort(),
    );
  });
});

describe('call types (checked by the typecheck, not at run time)', () => {
  it('require the parameters a path names and the body an endpoint takes', () => {
    const ok: CallArgs<typeof storedAccount> = { params: { id: 1 } };
    // @ts-expect-error: the path names an id
    const noId: CallArgs<typeof storedAccount> = {};
    // @ts-expect-error: no such parameter
    const wrong: CallArgs<typeof storedAccount> = { params: { slug: 'x' } };
    const optional: CallArgs<typeof leaderboard> = { params: { page: 1 } };
    expect([ok, noId, wrong, optional]).toHaveLength(4);
  });
});
