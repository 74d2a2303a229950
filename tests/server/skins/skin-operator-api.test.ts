import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Skin } from '../../../src/shared/api/skins';
import type { OperatorSkin, OperatorSkinList, SyncRunsReply, SyncStartReply } from '../../../src/shared/api/skin-operator';
import { SITE_ORIGIN, signIn } from '../../helpers/operator-session';
import type { TestApp } from '../../helpers/test-app';
import { createSkinsApp } from '../../helpers/skins-app';
import { catalogueSnapshot } from './sync-setup';

vi.setConfig({ testTimeout: 30_000 });

const JUSTICAR = 266001;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createSkinsApp();
  cookie = await signIn(t.app, t.db);
});
afterAll(async () => {
  await t.close();
});

type Reply<T> = { status: number; body: { error: boolean; response: T; code?: string } };
async function call<T>(method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie, origin: SITE_ORIGIN, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() };
}
const save = (riotId: number, body: unknown, headers?: Record<string, string>) =>
  call<OperatorSkin>('POST', `/api/auth/skins/${riotId}`, body, headers);

describe('operator skin list and view', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/skins' });
    expect(res.statusCode).toBe(401);
  });

  it('pages 20 tiles, searches skin and champion names, and sorts by date both ways', async () => {
    const all = await call<OperatorSkinList>('GET', '/api/auth/skins');
    expect(all.body.response).toMatchObject({ total: 1945, page: 1, limit: 20 });
    expect(all.body.response.items).toHaveLength(20);
    const byChampion = await call<OperatorSkinList>('GET', '/api/auth/skins?q=aatrox&order=asc');
    expect(byChampion.body.response.items[0]).toMatchObject({ riot_id: JUSTICAR, champion: 'Aatrox', release_date: '2013-06-12' });
    const dates = byChampion.body.response.items.map((i) => i.release_date ?? '9999');
    expect(dates).toEqual([...dates].sort());
    const bySkin = await call<OperatorSkinList>('GET', '/api/auth/skins?q=justicar');
    expect(bySkin.body.response.items.map((i) => i.name)).toContain('Justicar Aatrox');
    const desc = await call<OperatorSkinList>('GET', '/api/auth/skins?order=desc');
    expect(desc.body.response.items[0]!.release_date === null || desc.body.response.items[0]!.upcoming).toBe(true);
  });

  it('newest first opens with the 3 upcoming skins, then released skins no source dates, then the 2026 skins', async () => {
    const desc = (await call<OperatorSkinList>('GET', '/api/auth/skins?order=desc')).body.response.items;
    expect(desc.map((i) => i.upcoming)).toEqual([true, true, true, ...Array<boolean>(17).fill(false)]);
    const dated = desc.findIndex((i) => i.release_date !== null);
    expect(desc.slice(3, dated).every((i) => i.release_date === null)).toBe(true);
    // The wiki supplement dates the skins released since the wiki copy (decision 0036).
    expect(desc[dated]!.release_date).toMatch(/^2026-/);
  });

  it('shows a skin with its source values and 404s an unknown one', async () => {
    const view = await call<OperatorSkin>('GET', `/api/auth/skins/${JUSTICAR}`);
    expect(view.body.response).toMatchObject({
      source: { release_date: '2013-06-12', availability: 'Available' },
      overrides: { release_date: null },
    });
    expect((await call('GET', '/api/auth/skins/999999999')).status).toBe(404);
  });
});

describe('POST /api/auth/skins/{riot_id}', () => {
  it('stores edits as overrides, audits them, and the public detail shows them at once', async () => {
    const etag = (await t.app.inject({ method: 'GET', url: `/api/skins/${JUSTICAR}` })).headers.etag;
    const res = await save(JUSTICAR, { release_date: '2014-02-03', availability: 'legacy', videos: ['https://youtu.be/dQw4w9WgXcQ'] });
    expect(res.status).toBe(200);
    expect(res.body.response.overrides).toEqual({ release_date: '2014-02-03', availability: 'Legacy' });
    const source = await t.db
      .selectFrom('skins')
      .select(['release_date', 'availability'])
      .where('riot_id', '=', JUSTICAR)
      .executeTakeFirstOrThrow();
    expect(source).toEqual({ release_date: '2013-06-12', availability: 'Available' });

    const pub = await t.app.inject({ method: 'GET', url: `/api/skins/${JUSTICAR}` });
    expect(pub.headers.etag).not.toBe(etag);
    expect((pub.json() as { response: Skin }).response).toMatchObject({
      release_date: '2014-02-03',
      availability: 'Legacy',
      videos: ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    });
    const audit = await t.db.selectFrom('audit_log').select(['actor', 'action', 'target']).where('action', '=', 'skin.save').execute();
    expect(audit).toEqual([{ actor: 'operator', action: 'skin.save', target: `skin:${JUSTICAR}` }]);
    // Each change names the skin and the field in the edit page's words.
    const { name } = await t.db.selectFrom('skins').select('name').where('riot_id', '=', JUSTICAR).executeTakeFirstOrThrow();
    const changes = (
      await t.db.selectFrom('revisions').select('changes').where('kind', '=', 'skin').orderBy('revision', 'desc').executeTakeFirstOrThrow()
    ).changes;
    expect((JSON.parse(String(changes)) as { label: string }[]).map((c) => c.label)).toEqual([
      `${name} › Availability`,
      `${name} › Release date`,
      `${name} › Videos`,
    ]);
  });

  it('a value equal to the source, or empty, is no override (revert to source)', async () => {
    const res = await save(JUSTICAR, { release_date: '', availability: 'Available' });
    expect(res.body.response.overrides).toEqual({ release_date: null, availability: null });
    expect(res.body.response.skin.release_date).toBe('2013-06-12');
    expect(res.body.response.skin.videos).toHaveLength(1);
  });

  it('accepts an empty body (and no body) and changes nothing', async () => {
    const before = await catalogueSnapshot(t.db);
    expect((await save(JUSTICAR, {})).status).toBe(200);
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/auth/skins/${JUSTICAR}`,
      headers: { cookie, origin: SITE_ORIGIN, 'content-type': 'application/json' },
    });
    expect(bare.statusCode).toBe(200);
    expect(await catalogueSnapshot(t.db)).toEqual(before);
  });

  it.each([
    [{ release_date: '2021-02-30' }, /^The release date must be a real calendar date/],
    [{ release_date: 'yesterday' }, /^The release date must be/],
    [
      { availability: 'Sold at the corner shop' },
      /^The availability must be one of Available, Legacy, Limited, Rare, Upcoming, Removed, or empty\.$/,
    ],
    [{ videos: ['javascript:alert(1)'] }, /^Video 1 must be a YouTube \(youtube\.com, youtu\.be\) or Vimeo link/],
    [{ videos: ['https://example.com/watch?v=dQw4w9WgXcQ'] }, /^Video 1 must be/],
    [
      { videos: ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'] },
      /^Video 2 is the same video as video 1\.$/,
    ],
    [{ videos: Array.from({ length: 21 }, (_, i) => `https://vimeo.com/${i + 1}`) }, /^A skin has at most 20 videos\.$/],
    [{ release_date: '2020-01-01', price: 5 }, /^Unknown field 'price': send only release_date, availability, videos\.$/],
    [{ availability: 7 }, /^Availability must be text\.$/],
    [{ videos: ['https://youtu.be/dQw4w9WgXcQ', 5] }, /^Item 2 of videos must be text\.$/],
  ])('refuses %j with 400 naming the field, storing nothing', async (body, message) => {
    const before = await catalogueSnapshot(t.db);
    const res = await save(JUSTICAR, body);
    expect(res.status).toBe(400);
    expect(res.body.response).toMatch(message);
    expect(await catalogueSnapshot(t.db)).toEqual(before);
  });

  it('refuses a save from another origin and a body that is not JSON', async () => {
    const before = await catalogueSnapshot(t.db);
    expect((await save(JUSTICAR, { availability: 'Rare' }, { origin: 'https://evil.example' })).status).toBe(403);
    const junk = await t.app.inject({
      method: 'POST',
      url: `/api/auth/skins/${JUSTICAR}`,
      headers: { cookie, origin: SITE_ORIGIN, 'content-type': 'application/json' },
      payload: '{"availability": ',
    });
    expect(junk.statusCode).toBe(400);
    expect(await catalogueSnapshot(t.db)).toEqual(before);
  });

  it('404s an unknown skin', async () => {
    expect((await save(999999999, { availability: 'Rare' })).status).toBe(404);
  });
});

describe('starting a sync', () => {
  it('GET starts one run; a second start joins it; POST with an empty body too; runs are listed', async () => {
    const first = await call<SyncStartReply>('GET', '/api/auth/sync/skins');
    expect(first.body.response).toMatchObject({
      message: 'Skin Sync Successfully initialized, will take some time to finish.',
      joined: false,
    });
    expect(first.body.response.run).toMatchObject({ state: 'queued', phase: 'queued', source: 'bundled snapshot' });
    const second = await call<SyncStartReply>('POST', '/api/auth/sync/skins', {});
    expect(second.body.response).toMatchObject({ joined: true, run: { id: first.body.response.run.id } });
    const runs = await call<SyncRunsReply>('GET', '/api/auth/sync/skins/runs');
    expect(runs.body.response.runs.map((r) => r.id)).toEqual([first.body.response.run.id]);
    const audit = await t.db.selectFrom('audit_log').select('target').where('action', '=', 'skin.sync.start').execute();
    expect(audit).toEqual([{ target: `job:${first.body.response.run.id}` }]);
  });

  it('refuses a start from another site, even on GET', async () => {
    expect((await call('GET', '/api/auth/sync/skins', undefined, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await call('GET', '/api/auth/sync/skins', undefined, { origin: '', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await call('POST', '/api/auth/sync/skins', { force: true })).status).toBe(400);
  });

  it('404s an unknown run', async () => {
    expect((await call('GET', '/api/auth/sync/skins/runs/424242')).status).toBe(404);
  });
});
