import { createTestApp, type TestApp } from './test-app';
import { startFakeRiot, type FakeRiot, type FakeRiotOptions } from '../fakes/riot/fake-riot-server';
import { createRiotClient } from '../../src/server/upstream/riot/riot-client';
import { createDbBucketStore } from '../../src/server/upstream/http/db-bucket-store';
import { createJobRunner, type JobRunner } from '../../src/server/jobs/job-runner';
import { lookupJob } from '../../src/server/wasted-time/lookup-job';
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
  const t = await createTestApp({ settings }, { RIOT_API_KEY: fake.key, RIOT_API_BASE_URL: fake.baseUrl, ...env });
  const riot = createRiotClient({ apiKey: fake.key, baseUrl: fake.baseUrl, buckets: createDbBucketStore(t.db), timeoutMs: 2000 });
  const runner = createJobRunner({
    db: t.db,
    jobs: [lookupJob({ db: t.db, riot }) as unknown as JobDefinition<never, never>],
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
    async status(id) {
      return (await t.app.inject({ url: `/api/lookups/${id}` })).json().response as FetchReply;
    },
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
