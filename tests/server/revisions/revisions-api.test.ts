import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/test-app';
import { realGames } from '../../helpers/test-app';
import { OPERATOR, SIGN_IN_COST, SITE_ORIGIN, createOperatorTestApp, signIn, snapshot } from '../../helpers/operator-session';
import { setOperatorKey } from '../../../src/server/auth/operators';
import { applyChanges, changesBetween, mergeOnto } from '../../../src/shared/changes';
import { examplePrices } from '../../../src/engine/price-preview';
import type { GameConfig } from '../../../src/engine/game-types';

let t: TestApp;
afterEach(async () => t?.close());

const lol = realGames.byId('league-of-legends')!;
const SECOND = { username: 'second-operator', key: 'another long enough key' };

async function signInAs(who: { username: string; key: string }): Promise<string> {
  await setOperatorKey(t.db, who.username, who.key, 'test', SIGN_IN_COST);
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: who });
  return `av_session=${res.cookies.find((c) => c.name === 'av_session')!.value}`;
}

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, origin: SITE_ORIGIN, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const prices = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/${lol.api}` })).json().response as GameConfig & { revision: number };
const editable = ({ revision: _r, updatedAt: _u, ...config }: Record<string, unknown>) => config as GameConfig;
const withLevel = (config: GameConfig, multi: number) => ({ ...config, level: { ...(config.level as object), multi } });

type Row = { label: string; value: number };
/** Replies write every time as ISO 8601 in UTC. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('revisioned prices', { timeout: 30_000 }, () => {
  it('stores no revision for a save that changes nothing, so nobody later meets a conflict with no change in it', async () => {
    t = await createOperatorTestApp();
    const first = await signIn(t.app, t.db);
    const second = await signInAs(SECOND);
    const read = await prices();
    const before = await snapshot(t.db);
    const same = await call('POST', `/api/auth/${lol.api}`, first, editable(read), { 'if-match': `"${read.revision}"` });
    expect(same.statusCode, same.body).toBe(200);
    expect((await prices()).revision).toBe(read.revision);
    expect(await snapshot(t.db)).toEqual(before);
    expect(await t.db.selectFrom('revisions').selectAll().execute()).toEqual([]);
    // The other operator, who read the same revision, saves a real change without a conflict.
    const change = await call(
      'POST',
      `/api/auth/${lol.api}`,
      second,
      { ...editable(read), market: 0.45 },
      { 'if-match': `"${read.revision}"` },
    );
    expect(change.statusCode, change.body).toBe(200);
    expect((await prices()).revision).toBe(read.revision + 1);
  });

  it('refuses the second of two saves based on one revision with 412, its changes and nothing stored', async () => {
    t = await createOperatorTestApp();
    const first = await signIn(t.app, t.db);
    const second = await signInAs(SECOND);
    const read = await prices();
    expect(read.revision).toBe(1);
    const ifMatch = { 'if-match': `"${read.revision}"` };
    const level = (read.level as { multi: number }).multi;

    const saved = await call('POST', `/api/auth/${lol.api}`, first, withLevel(editable(read), level + 0.25), ifMatch);
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await snapshot(t.db);
    const refused = await call('POST', `/api/auth/${lol.api}`, second, { ...editable(read), market: 0.45 }, ifMatch);
    expect(refused.statusCode).toBe(412);
    const body = refused.json();
    expect(body).toMatchObject({ error: true, code: 'STALE_REVISION', current: { revision: 2 } });
    expect(body.response).toMatch(
      new RegExp(`^${OPERATOR.username} saved League of Legends prices at .+ UTC \\(revision 2\\); your edit was based on revision 1`),
    );
    // Named in the editor's words (the titles of the game's config schema).
    expect(body.changes).toEqual([{ path: '/level/multi', before: level, after: level + 0.25, label: 'Level › Multiplier (€)' }]);
    expect(editable(body.current.value)).toEqual(editable(await prices()));
    expect(await snapshot(t.db)).toEqual(before);
    expect((await prices()).market).toBe(read.market);

    // "Apply mine on top": the same change, based on the current revision.
    const mine = applyChanges(body.current.value, [{ path: '/market', before: read.market, after: 0.45 }]);
    const again = await call('POST', `/api/auth/${lol.api}`, second, mine, { 'if-match': `"${body.current.revision}"` });
    expect(again.statusCode, again.body).toBe(200);
    expect(await prices()).toMatchObject({ revision: 3, market: 0.45, level: { multi: level + 0.25 } });
  });

  it('names a rank changed by another operator by its row, and a stale edit of another rank merges with both rows kept', async () => {
    t = await createOperatorTestApp();
    const first = await signIn(t.app, t.db);
    const second = await signInAs(SECOND);
    const read = await prices();
    const base = editable(read);
    const withRank = (config: GameConfig, label: string, value: number) => ({
      ...config,
      ranks: (config.ranks as Row[]).map((row) => (row.label === label ? { ...row, value } : row)),
    });
    const ifMatch = { 'if-match': `"${read.revision}"` };
    const gold = (base.ranks as Row[]).findIndex((row) => row.label === 'Gold');
    expect((await call('POST', `/api/auth/${lol.api}`, first, withRank(base, 'Gold', 35), ifMatch)).statusCode).toBe(200);

    const mineValue = withRank(base, 'Iron', 12);
    const refused = await call('POST', `/api/auth/${lol.api}`, second, mineValue, ifMatch);
    expect(refused.statusCode).toBe(412);
    const body = refused.json();
    expect(body.changes).toEqual([
      { path: `/ranks/${gold}/value`, before: expect.any(Number), after: 35, rows: { '/ranks': 'Gold' }, label: 'Rank › Gold › Value (€)' },
    ]);
    // "Apply mine on top" as the editor does it: my changes onto the current value, row by row.
    const merged = mergeOnto(editable(body.current.value), body.changes, changesBetween(base, mineValue), () => true);
    const again = await call('POST', `/api/auth/${lol.api}`, second, merged, { 'if-match': `"${body.current.revision}"` });
    expect(again.statusCode, again.body).toBe(200);
    const ranks = (await prices()).ranks as Row[];
    expect(ranks.find((row) => row.label === 'Gold')!.value).toBe(35);
    expect(ranks.find((row) => row.label === 'Iron')!.value).toBe(12);
  });

  it('still saves without If-Match (recorded as a revision), refuses a malformed one, answers 304 to If-None-Match', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const read = await prices();
    expect((await call('POST', `/api/auth/${lol.api}`, cookie, { ...editable(read), market: 0.5 })).statusCode).toBe(200);
    expect((await prices()).revision).toBe(2);
    const bad = await call('POST', `/api/auth/${lol.api}`, cookie, editable(read), { 'if-match': 'W/"2"' });
    expect(bad.statusCode).toBe(400);
    const first = await t.app.inject({ method: 'GET', url: `/api/${lol.api}` });
    const cached = await t.app.inject({ method: 'GET', url: `/api/${lol.api}`, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(cached.statusCode).toBe(304);
  });

  it('takes back the ETag of the public read as If-Match, in any encoding, as RFC 9110 conditional requests work', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const read = await t.app.inject({ method: 'GET', url: `/api/${lol.api}`, headers: { 'accept-encoding': 'br' } });
    const etag = String(read.headers.etag);
    expect(etag).toMatch(/^"1\.[\w-]+-br(\.fast)?"$/);
    const config = editable((await prices()) as Record<string, unknown>);
    const saved = await call('POST', `/api/auth/${lol.api}`, cookie, { ...config, market: 0.45 }, { 'if-match': etag });
    expect(saved.statusCode, saved.body).toBe(200);
    // The same ETag is stale now: refused, nothing stored.
    const stale = await call('POST', `/api/auth/${lol.api}`, cookie, { ...config, market: 0.5 }, { 'if-match': etag });
    expect(stale.statusCode).toBe(412);
    const plain = await t.app.inject({ method: 'GET', url: `/api/${lol.api}` });
    expect(String(plain.headers.etag)).toMatch(/^"2\.[\w-]+"$/);
    expect(
      (await call('POST', `/api/auth/${lol.api}`, cookie, { ...config, market: 0.5 }, { 'if-match': String(plain.headers.etag) }))
        .statusCode,
    ).toBe(200);
    expect((await prices()).market).toBe(0.5);
  });

  it('keeps an operator’s note with a save, a reset and a restore, in the history and the activity; refuses a note over 280 characters', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const config = editable(await prices());
    const note = 'Rank prices follow the new season';
    const saved = await call(
      'POST',
      `/api/auth/${lol.api}?note=${encodeURIComponent(note)}`,
      cookie,
      { ...config, market: 0.45 },
      { 'if-match': '"1"' },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const reset = await call('POST', `/api/auth/${lol.api}/reset?note=back`, cookie, {}, { 'if-match': '"2"' });
    expect(reset.statusCode, reset.body).toBe(200);
    const restored = await call('POST', `/api/auth/${lol.api}/revisions/2/restore?note=again`, cookie, {}, { 'if-match': '"3"' });
    expect(restored.statusCode, restored.body).toBe(200);
    const history = (await call('GET', `/api/auth/${lol.api}/revisions`, cookie)).json().response.revisions;
    expect(history.map((r: { revision: number; note: string | null }) => [r.revision, r.note])).toEqual([
      [4, 'again'],
      [3, 'back'],
      [2, note],
      [1, null],
    ]);
    const activity = (await call('GET', '/api/auth/audit?action=calculator.save', cookie)).json().response.entries;
    expect(activity[0].detail).toMatchObject({ revision: 2, note });
    // What an open editor polls to learn of another save: who saved which revision, with 304 while it holds.
    const head = await call('GET', `/api/auth/${lol.api}/revisions/head`, cookie);
    expect(head.json().response).toMatchObject({
      revision: 4,
      actor: OPERATOR.username,
      note: 'again',
      at: expect.stringMatching(ISO_TIME),
    });
    expect(head.headers.etag).toBe('"4"');
    expect((await call('GET', `/api/auth/${lol.api}/revisions/head`, cookie, undefined, { 'if-none-match': '"4"' })).statusCode).toBe(304);

    const long = await call(
      'POST',
      `/api/auth/${lol.api}?note=${'x'.repeat(281)}`,
      cookie,
      { ...config, market: 0.5 },
      { 'if-match': '"4"' },
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().response).toContain('A note is at most 280 characters.');
    expect((await prices()).revision).toBe(4);
  });

  it('restores an old revision as a new one, keeping every revision, and lists the history newest first', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const original = await prices();
    for (const market of [0.5, 0.6]) {
      const res = await call(
        'POST',
        `/api/auth/${lol.api}`,
        cookie,
        { ...editable(original), market },
        { 'if-match': `"${(await prices()).revision}"` },
      );
      expect(res.statusCode).toBe(200);
    }
    const history = (await call('GET', `/api/auth/${lol.api}/revisions`, cookie)).json().response.revisions;
    expect(history.map((r: { revision: number }) => r.revision)).toEqual([3, 2, 1]);
    expect(history[0]).toMatchObject({ actor: OPERATOR.username, action: 'save', changes: [{ path: '/market', before: 0.5, after: 0.6 }] });

    const stale = await call('POST', `/api/auth/${lol.api}/revisions/1/restore`, cookie, {}, { 'if-match': '"2"' });
    expect(stale.statusCode).toBe(412);
    const restored = await call('POST', `/api/auth/${lol.api}/revisions/1/restore`, cookie, {}, { 'if-match': '"3"' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().response).toMatchObject({ revision: 4 });
    expect(editable(await prices())).toEqual(editable(original));
    const after = (await call('GET', `/api/auth/${lol.api}/revisions`, cookie)).json().response.revisions;
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({
      revision: 4,
      action: 'restore',
      restoredFrom: 1,
      changes: [{ path: '/market', before: 0.6, after: original.market }],
    });
    expect((await call('POST', `/api/auth/${lol.api}/revisions/9/restore`, cookie, {})).statusCode).toBe(404);
  });

  it('asks for a confirmation before a save moves an example price more than tenfold, naming the example and both prices', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const read = await prices();
    const tenfold = Object.fromEntries(
      Object.entries(editable(read)).map(([key, entry]) => [
        key,
        typeof entry === 'object' && entry !== null && 'multi' in entry
          ? { ...entry, multi: (entry as { multi: number }).multi * 20 }
          : entry,
      ]),
    ) as GameConfig;
    const was = examplePrices(lol, editable(read));
    const now = examplePrices(lol, tenfold);
    const index = was.findIndex((price, i) => now[i]! > price * 10);
    expect(index).toBeGreaterThanOrEqual(0);
    const before = await snapshot(t.db);
    const refused = await call('POST', `/api/auth/${lol.api}`, cookie, tenfold, { 'if-match': '"1"' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PRICE_JUMP', confirm: 'price-jump' });
    const euros = (n: number) => `€${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(refused.json().response).toMatch(
      new RegExp(`Example ${index + 1} \\(Level [^)]+\\) Estimated Real Value: ${euros(was[index]!)} → ${euros(now[index]!)}`),
    );
    expect(refused.json().response).not.toContain('?confirm');
    expect(await snapshot(t.db)).toEqual(before);
    const confirmed = await call('POST', `/api/auth/${lol.api}?confirm=price-jump`, cookie, tenfold, { 'if-match': '"1"' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(examplePrices(lol, editable(await prices()))).toEqual(now);
  });

  it('asks for a confirmation before a save leaves the ranks out of order, naming both rows; stores nothing until confirmed', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const read = editable(await prices());
    const ranks = (read.ranks as Row[]).map((row) => (row.label === 'Bronze' ? { ...row, value: 12 } : row));
    const iron = (read.ranks as Row[]).find((row) => row.label === 'Iron')!.value;
    const before = await snapshot(t.db);
    const refused = await call('POST', `/api/auth/${lol.api}`, cookie, { ...read, ranks }, { 'if-match': '"1"' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PRICE_JUMP',
      confirm: 'price-jump',
      response: `Rank should go up row by row: Bronze (12) is below Iron (${iron}).`,
      breaks: [{ list: 'Rank', above: { label: 'Iron', value: iron }, row: { label: 'Bronze', value: 12 } }],
    });
    expect(await snapshot(t.db)).toEqual(before);
    const confirmed = await call('POST', `/api/auth/${lol.api}?confirm=price-jump`, cookie, { ...read, ranks }, { 'if-match': '"1"' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((editable(await prices()).ranks as Row[]).find((row) => row.label === 'Bronze')!.value).toBe(12);
  });

  it('asks before any price field moves tenfold either way, the market factor and a move to 0 included, naming each field', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const read = editable(await prices());
    const level = (read.level as { multi: number }).multi;
    const refusal = async (config: GameConfig) => {
      const reply = await call('POST', `/api/auth/${lol.api}`, cookie, config, { 'if-match': '"1"' });
      return reply.statusCode === 409 ? (reply.json().response as string) : null;
    };
    expect(await refusal(withLevel(read, level * 10))).toContain(`Level › Multiplier (€): ${level} → ${level * 10}`);
    expect(await refusal(withLevel(read, level / 10))).toContain(`Level › Multiplier (€): ${level} → ${level / 10}`);
    expect(await refusal(withLevel(read, 0))).toContain(`Level › Multiplier (€): ${level} → 0`);
    const market = await refusal({ ...read, market: read.market * 10 });
    expect(market).toContain(`Market factor: ${read.market} → ${read.market * 10}`);
    expect(market).toMatch(/Example 1 \([^)]+\) Market Value: €[\d,.]+ → €[\d,.]+/);
    expect((await prices()).revision).toBe(1);
    // ×9.5 on one field, moving no example tenfold: stored without a question.
    expect(await refusal(withLevel(read, level * 9.5))).toBeNull();
  });
});

describe('revisioned banners and skins', { timeout: 30_000 }, () => {
  it('refuses a stale banner save and restores a banner revision', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const [left] = (await t.app.inject({ method: 'GET', url: '/api/banners' })).json().response;
    expect(left.revision).toBe(1);
    const hide = await call('POST', '/api/auth/banners', cookie, { ...left, hidden: true }, { 'if-match': '"1"' });
    expect(hide.statusCode).toBe(200);
    const stale = await call('POST', '/api/auth/banners', cookie, { ...left, link: '/elsewhere' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().changes).toEqual([{ path: '/hidden', before: false, after: true, label: 'Left banner › Hidden' }]);
    const restored = await call('POST', `/api/auth/banners/${left.id}/revisions/1/restore`, cookie, {}, { 'if-match': '"2"' });
    expect(restored.statusCode, restored.body).toBe(200);
    const [now] = (await t.app.inject({ method: 'GET', url: '/api/banners' })).json().response;
    expect(now).toEqual({ ...left, revision: 3 });
    const history = (await call('GET', `/api/auth/banners/${left.id}/revisions`, cookie)).json().response.revisions;
    expect(history.map((r: { action: string }) => r.action)).toEqual(['restore', 'save', 'save']);
  });
});

describe('GET /api/auth/audit', { timeout: 30_000 }, () => {
  it('lists logins, failed logins, saves, restores, logouts with request ids and changes; filters and pages', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'nobody', key: 'wrong key!' } });
    const read = await prices();
    const save = await call('POST', `/api/auth/${lol.api}`, cookie, { ...editable(read), market: 0.5 }, { 'if-match': '"1"' });
    await call('POST', `/api/auth/${lol.api}/revisions/1/restore`, cookie, {}, { 'if-match': '"2"' });
    await call('POST', '/api/auth/contentful/clear-cache', cookie, {});

    const all = (await call('GET', '/api/auth/audit', cookie)).json().response;
    const actions = all.entries.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 4)).toEqual(expect.arrayContaining(['calculator.restore', 'calculator.save', 'login.failure']));
    expect(actions).toContain('login.success');
    const saved = all.entries.find((e: { action: string }) => e.action === 'calculator.save');
    expect(saved).toMatchObject({ actor: OPERATOR.username, target: lol.id, requestId: save.headers['x-request-id'] });
    expect(saved.changes).toEqual([{ path: '/market', before: read.market, after: 0.5, label: 'Market factor' }]);
    expect(saved.at).toMatch(ISO_TIME);

    const restores = (await call('GET', '/api/auth/audit?action=restore', cookie)).json().response.entries;
    expect(restores.map((e: { action: string }) => e.action)).toEqual(['calculator.restore']);
    const nobody = (await call('GET', '/api/auth/audit?actor=nobody', cookie)).json().response.entries;
    expect(nobody.map((e: { action: string }) => e.action)).toEqual(['login.failure']);

    const page1 = (await call('GET', '/api/auth/audit?limit=2', cookie)).json().response;
    expect(page1.entries).toHaveLength(2);
    const page2 = (await call('GET', `/api/auth/audit?limit=2&before=${page1.next}`, cookie)).json().response;
    expect(page2.entries[0].id).toBeLessThan(page1.entries[1].id);
    expect((await call('GET', '/api/auth/audit?limit=0', cookie)).statusCode).toBe(400);

    await call('POST', '/api/auth/logout', cookie, {});
    const last = await t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toMatchObject({ action: 'logout', actor: OPERATOR.username });
  });
});
