import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { startFakeRiot, type FakeRiot } from '../../fakes/riot/fake-riot-server';
import { generatedPlayer } from '../../fakes/riot/fake-riot-data';
import { startFakeContentful, type FakeContentful } from '../../fakes/contentful/fake-contentful';
import { startFakeSyndication, TWEET_IDS, type FakeSyndication } from '../../fakes/syndication/fake-syndication';

let t: TestApp;
let riot: FakeRiot;
let contentful: FakeContentful;
let tweets: FakeSyndication;
beforeAll(async () => {
  [riot, contentful, tweets] = await Promise.all([
    startFakeRiot({ appLimit: '20:1,100:120' }),
    startFakeContentful(),
    startFakeSyndication(),
  ]);
  t = await createTestApp(
    { settings: { blog: { timeoutMs: 300, retryLimit: 0 } } },
    {
      RIOT_API_KEY: riot.key,
      RIOT_API_BASE_URL: riot.baseUrl,
      CONTENTFUL_SPACE_ID: contentful.space,
      CONTENTFUL_ACCESS_TOKEN: contentful.token,
      CONTENTFUL_HOST: contentful.url,
      TWEET_API_BASE_URL: tweets.url,
    },
  );
});
afterAll(async () => {
  await t?.close();
  await Promise.all([riot?.close(), contentful?.close(), tweets?.close()]);
});

const scrape = async (app = t.app) => {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};
/** The value of one sample, by its exact name and labels as Prometheus prints them. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it("shows the process and Node metrics, and every family of the site's own", async () => {
    const text = await scrape();
    for (const family of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_gc_duration_seconds',
      'http_request_duration_seconds',
      'job_runs',
      'job_duration_seconds',
      'riot_requests_total',
      'riot_rate_limit_remaining',
      'read_cache_lookups_total',
      'upstream_fetches_total',
      'skin_sync_runs_total',
    ])
      expect(text, family).toContain(`# TYPE ${family} `);
    // Every job of the site at 0 in each state, before any run exists.
    for (const state of ['queued', 'running', 'failed']) expect(sample(text, `job_runs{job="skins.sync",state="${state}"}`)).toBe(0);
    for (const outcome of ['committed', 'unchanged', 'failed']) expect(sample(text, `skin_sync_runs_total{outcome="${outcome}"}`)).toBe(0);
  });

  it('labels request durations by method, route pattern and status class, never by the URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/skins/987654321' });
    await t.app.inject({ method: 'GET', url: '/api/leaderboard/3/euw1?x=secret-value' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    const text = await scrape();
    const durations = text.split('\n').filter((l) => l.startsWith('http_request_duration_seconds_count'));
    expect(durations).toContainEqual(
      expect.stringMatching(/^http_request_duration_seconds_count\{method="GET",route="\/api\/skins\/:riotId",status_class="4xx"\} 1$/),
    );
    expect(durations).toContainEqual(expect.stringMatching(/route="\/api\/leaderboard\/:page\/:region\?",status_class="2xx"/));
    for (const raw of ['987654321', 'secret-value', '/no/such']) expect(text).not.toContain(raw);
  });

  it('counts read-cache hits and misses by topic', async () => {
    const before = await scrape();
    const at = (text: string, result: string) => sample(text, `read_cache_lookups_total{topic="banners",result="${result}"}`) ?? 0;
    await t.app.inject({ method: 'GET', url: '/api/banners' });
    await t.app.inject({ method: 'GET', url: '/api/banners' });
    await t.app.inject({ method: 'GET', url: '/api/banners' });
    const after = await scrape();
    expect(at(after, 'hit') + at(after, 'miss') - at(before, 'hit') - at(before, 'miss')).toBe(3);
    expect(at(after, 'hit') - at(before, 'hit')).toBeGreaterThanOrEqual(2);
  });

  it("counts Riot requests by Riot's route and outcome, and the budget its count headers leave", async () => {
    const { player, matches } = generatedPlayer(7, 3, Date.now());
    riot.addPlayer(player, matches);
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/fetch',
      payload: { gameName: player.gameName, tagLine: player.tagLine, region: 'euw1' },
    });
    expect(found.statusCode).toBe(200);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/fetch',
      payload: { gameName: 'NoSuchPlayer', tagLine: 'EUW', region: 'euw1' },
    });
    expect(missing.statusCode).toBe(404);
    const text = await scrape();
    expect(sample(text, 'riot_requests_total{route="account-v1.getByRiotId",outcome="ok"}')).toBe(1);
    expect(sample(text, 'riot_requests_total{route="account-v1.getByRiotId",outcome="not_found"}')).toBe(1);
    expect(sample(text, 'riot_requests_total{route="summoner-v4.getByPUUID",outcome="ok"}')).toBe(1);
    // The fake's app limit is 20 a second: two account requests against europe leave at most 18.
    const left = sample(text, 'riot_rate_limit_remaining{scope="europe",bucket="app"}');
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBeLessThanOrEqual(18);
    expect(text).not.toContain(player.puuid);
  });

  it('counts Contentful and tweet fetches by outcome', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/contentful/3' })).statusCode).toBe(200);
    contentful.state.mode = 'down';
    await t.app.inject({ method: 'GET', url: '/api/blog/no-such-post-here' });
    contentful.state.mode = 'ok';
    for (const id of [TWEET_IDS.found, TWEET_IDS.tombstone, TWEET_IDS.broken])
      await t.app.inject({ method: 'GET', url: `/api/tweet/${id}` });
    const text = await scrape();
    expect(sample(text, 'upstream_fetches_total{upstream="contentful",outcome="ok"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'upstream_fetches_total{upstream="contentful",outcome="server_error"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'upstream_fetches_total{upstream="tweets",outcome="ok"}')).toBe(1);
    expect(sample(text, 'upstream_fetches_total{upstream="tweets",outcome="not_found"}')).toBe(1);
    expect(sample(text, 'upstream_fetches_total{upstream="tweets",outcome="server_error"}')).toBe(1);
  });
});

describe('who may read /metrics', () => {
  const TOKEN = 'a-long-metrics-token-0123456789';
  let tokened: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    tokened = await createTestApp({}, { METRICS_TOKEN: TOKEN });
    proxied = await createTestApp({}, { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await tokened?.close();
    await proxied?.close();
  });

  const get = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
  const refused = {
    error: true,
    response: 'The metrics are served to this machine, or to callers sending the metrics token.',
    code: 'METRICS_FORBIDDEN',
  };

  it('serves loopback callers, over IPv4 and IPv6, with or without a token configured', async () => {
    for (const app of [t, tokened])
      for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect((await get(app, address)).statusCode).toBe(200);
  });

  it('refuses other callers with 403 when no token is configured, whatever they send', async () => {
    const res = await get(t, '10.1.2.3', { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refused);
  });

  it('serves other callers that send the token, and refuses a wrong or missing one', async () => {
    expect((await get(tokened, '10.1.2.3', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await get(tokened, '10.1.2.3', authorization ? { authorization } : {});
      expect(res.statusCode, String(authorization)).toBe(403);
      expect(res.json()).toEqual(refused);
    }
  });

  it('behind a trusted proxy judges the forwarded client, so a proxy on this machine does not open the metrics to everyone', async () => {
    expect((await get(proxied, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await get(proxied, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    expect((await get(proxied, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
  });

  it('without a trusted proxy ignores X-Forwarded-For, so nobody claims to be local', async () => {
    expect((await get(tokened, '10.1.2.3', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
  });
});
