import { createTestApp, type TestApp } from './test-app';
import { startFakeRiot, type FakeRiot, type FakeRiotOptions } from '../fakes/riot/fake-riot-server';
import { createRiotClient } from '../../src/server/upstream/riot/riot-client';
import { createDbBucketStore } from '../../src/server/upstream/http/db-bucket-store';
import { createJobRunner, type JobRunner } from '../../src/server/jobs/job-runner';
import { lookupJob } from '../../src/server/wasted-time/lookup-job';
import { refreshJob } from '../../src/server/wasted-time/refresh-job';
import { REFRESH_JOB } from '../../src/server/wasted-time/names';
import { enqueueJob } from '../../src/server/jobs/job-queue';
import type { JobDefinition } from '../../src/server/jobs/job-types';
import type { FetchReply } from '../../src/shared/api/wasted-time';
import type { FeatureSettings } from '../../src/server/feature';

export interface LookupHarness {
  t: TestApp;
  fake: FakeRiot;
  runner: JobRunner;
  /** POST /api/fetch and the parsed reply (the lookup's own harness waits for no job: the runner is driven by hand). */
  fetchLookup(body: object, ip?: string): Promise<{ status: number; body: { error: boolean; response: FetchReply | string } }>;
  /** Runs queued lookup rows until none is due. */
  drain(): Promise<void>;
  /** Makes every stored player's last refresh (and its next one) this much earlier, so the background refresh finds them due. */
  age(ms: number): Promise<void>;
  /** Queues the background refresh's row (or makes it due now) and runs rows until none is due. */
  refresh(): Promise<void>;
  status(id: number): Promise<FetchReply>;
  close(): Promise<void>;
}

/** The app with a Riot key, a fake Riot on 127.0.0.1, and a job runner the test drives by hand. */
export async function lookupHarness(
  fakeOptions: FakeRiotOptions = { appLimit: '1000:1,10000:120' },
  env: Record<string, string> = {},
  settings: FeatureSettings = { lookupFreshMs: 0 },
): Promise<LookupHarness> {
  const fake = await startFakeRiot(fakeOptions);
  // Retries of a 5xx are still made, a few milliseconds apart instead of Riot's half second and more.
  const backoffMs = 10;
  const t = await createTestApp(
    { settings: { riotBackoffMs: backoffMs, ...settings } },
    { RIOT_API_KEY: fake.key, RIOT_API_BASE_URL: fake.baseUrl, ...env },
  );
  const riot = createRiotClient({
    apiKey: fake.key,
    baseUrl: fake.baseUrl,
    buckets: createDbBucketStore(t.db),
    timeoutMs: 2000,
    backoffMs,
  });
  const runner = createJobRunner({
    db: t.db,
    jobs: [
      lookupJob({ db: t.db, riot, intervalMs: t.config.wastedTimeRefresh.intervalMs }) as unknown as JobDefinition<never, never>,
      refreshJob({
        db: t.db,
        riot,
        settings: { ...t.config.wastedTimeRefresh, ...(settings.refreshRetryBaseMs ? { retryBaseMs: settings.refreshRetryBaseMs } : {}) },
      }) as unknown as JobDefinition<never, never>,
    ],
    retryDelayMs: 0,
  });
  let counter = 0;
  return {
    t,
    fake,
    runner,
    async fetchLookup(body, ip) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/fetch',
        payload: body,
        remoteAddress: ip ?? `10.0.0.${++counter % 250}`,
      });
      return { status: res.statusCode, body: res.json() };
    },
    async drain() {
      while (await runner.runNext());
    },
    async age(ms) {
      const rows = await t.db.selectFrom('lol_accounts').select(['id', 'refreshed_at', 'created_at', 'next_refresh_at']).execute();
      for (const row of rows) {
        const older = (at: number | null) => (at === null ? null : at - ms);
        await t.db
          .updateTable('lol_accounts')
          .set({
            refreshed_at: older(row.refreshed_at),
            created_at: older(row.created_at)!,
            next_refresh_at: row.next_refresh_at === null ? null : Number(row.next_refresh_at) - ms,
          })
          .where('id', '=', row.id)
          .execute();
      }
    },
    async refresh() {
      const { status } = await enqueueJob(t.db, REFRESH_JOB, 'scheduled', {}, { priority: 100 });
      await t.db.updateTable('jobs').set({ run_after: 0 }).where('id', '=', status.id).where('state', '=', 'queued').execute();
      while (await runner.runNext());
    },
    async status(id) {
      return (await t.app.inject({ url: `/api/lookups/${id}` })).json().response as FetchReply;
    },
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
