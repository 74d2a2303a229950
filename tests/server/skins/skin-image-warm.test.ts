import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../../src/server/jobs/job-runner';
import { enqueueJob, findActiveJob } from '../../../src/server/jobs/job-queue';
import type { JobContext } from '../../../src/server/jobs/job-types';
import { SKIN_IMAGES_WARM_JOB, SKIN_IMAGES_WARM_KEY, SKIN_SYNC_JOB, SKIN_SYNC_KEY } from '../../../src/server/skins/names';
import { createSkinCatalogue } from '../../../src/server/skins/skin-catalogue';
import { storedImageNames } from '../../../src/server/skins/images/image-store';
import { createSkinImages, type WarmOutcome } from '../../../src/server/skins/images/skin-images';
import { warmImages } from '../../../src/server/skins/images/warm-images';
import { skinImageWarmJob, type WarmProgress } from '../../../src/server/skins/images/warm-job';
import { createSkinImageClient } from '../../../src/server/upstream/skin-images/skin-image-client';
import { startFakeImageHost, type FakeImageHost } from '../../fakes/skin-images/fake-image-host';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const OUTCOMES: readonly WarmOutcome[] = ['stored', 'present', 'missing', 'failed'];

describe('warmImages', () => {
  it('keeps at most `concurrency` images in hand, counts every outcome, and stops only when the host keeps failing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...OUTCOMES), { maxLength: 40 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 4 }),
        async (outcomes, concurrency, giveUpAfter) => {
          let inHand = 0;
          let most = 0;
          const names = outcomes.map((_, i) => String(i));
          const result = await warmImages({
            names,
            concurrency,
            giveUpAfter,
            signal: new AbortController().signal,
            warm: async (name) => {
              most = Math.max(most, ++inHand);
              await new Promise((resolve) => setTimeout(resolve, Number(name) % 3));
              inHand--;
              return outcomes[Number(name)]!;
            },
          });
          expect(most).toBeLessThanOrEqual(concurrency);
          expect(Object.values(result.counts).reduce((a, b) => a + b, 0)).toBe(result.done);
          if (result.stopped === 'no') expect(result.done).toBe(names.length);
          if (result.stopped === 'host-failing') expect(result.counts.failed).toBeGreaterThanOrEqual(giveUpAfter);
          // Fewer failures in all than the limit can never stop it (whatever order they finish in).
          if (outcomes.filter((o) => o === 'failed').length < giveUpAfter) expect(result.stopped).toBe('no');
          if (concurrency === 1) {
            // One at a time the order is the list's: it stops right after the first run of failures that is long enough.
            const end = outcomes.findIndex(
              (_, i) => i + 1 >= giveUpAfter && outcomes.slice(i + 1 - giveUpAfter, i + 1).every((o) => o === 'failed'),
            );
            expect(result.done).toBe(end === -1 ? names.length : end + 1);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('stops taking names once aborted', async () => {
    const abort = new AbortController();
    const result = await warmImages({
      names: ['a', 'b', 'c', 'd'],
      concurrency: 1,
      giveUpAfter: 3,
      signal: abort.signal,
      warm: async () => {
        abort.abort();
        return 'stored';
      },
    });
    expect(result).toMatchObject({ done: 1, stopped: 'aborted' });
  });
});

describe('the warm-up job', () => {
  let host: FakeImageHost;
  let t: TestApp;
  beforeAll(async () => {
    host = await startFakeImageHost();
    t = await createTestApp({ settings: { skinImages: { backgroundTimeoutMs: 500, backoffMs: 1 } } }, { SKIN_IMAGES_URL: host.url });
  });
  afterAll(async () => {
    await t?.close();
    await host?.close();
  });

  /** The job on the test app's database with a small turn, and a context that records its progress. */
  async function turn(options: { chunk: number; giveUpAfter?: number }, progress: WarmProgress | null = null) {
    const catalogue = createSkinCatalogue(t.db);
    await catalogue.reload();
    const client = createSkinImageClient({ baseUrl: host.url, backgroundTimeoutMs: 500, backoffMs: 1 });
    const images = createSkinImages({ db: t.db, client, images: () => catalogue.images(), log: t.app.log });
    const job = skinImageWarmJob({
      db: t.db,
      catalogue,
      images,
      enabled: true,
      log: t.app.log,
      refresh: async () => undefined,
      ...options,
    });
    let saved = progress;
    const ctx: JobContext<Record<string, never>, WarmProgress> = {
      id: 1,
      key: SKIN_IMAGES_WARM_KEY,
      attempt: 1,
      payload: {},
      progress,
      saveProgress: async (next) => void (saved = next),
      signal: new AbortController().signal,
    };
    const outcome = await job.run(ctx);
    return { outcome, progress: saved!, names: [...catalogue.images().sources.keys()].sort() };
  }

  it('stores a turn of names three at a time, then gives way to other jobs and goes on where it stopped', async () => {
    host.setRule(() => ({ imageDelayMs: 20 }));
    const first = await turn({ chunk: 12 });
    expect(first.outcome).toEqual({ requeue: { priority: 100 } });
    expect(first.progress).toMatchObject({ cursor: 12, total: first.names.length, outcome: 'running', counts: { stored: 12, failed: 0 } });
    expect(host.maxInFlight()).toBeLessThanOrEqual(3);
    expect([...(await storedImageNames(t.db))].sort()).toEqual(first.names.slice(0, 12));

    const hits = host.hits();
    const second = await turn({ chunk: 12 }, first.progress);
    expect(second.progress).toMatchObject({ cursor: 24, counts: { stored: 24 } });
    expect(host.hits() - hits).toBe(12);
    expect(await storedImageNames(t.db)).toEqual(new Set(first.names.slice(0, 24)));
  }, 30_000);

  it('ends the run when the host keeps failing, leaving the rest to visitors and the next sync', async () => {
    host.setRule(() => ({ status: 503 }));
    const { outcome, progress } = await turn({ chunk: 50, giveUpAfter: 4 }, null);
    expect(outcome).toBeUndefined();
    expect(progress.outcome).toBe('host-failing');
    expect(progress.counts.failed).toBeGreaterThanOrEqual(4);
    expect(progress.cursor).toBeLessThan(50);
  });

  it('is queued by a skin sync that ended well', async () => {
    expect(await findActiveJob(t.db, SKIN_IMAGES_WARM_JOB, SKIN_IMAGES_WARM_KEY)).toBeNull();
    await enqueueJob(t.db, SKIN_SYNC_JOB, SKIN_SYNC_KEY, {});
    const runner = createJobRunner({ db: t.db, jobs: t.app.jobs.filter((job) => job.name === SKIN_SYNC_JOB) });
    expect(await runner.runNext()).toBe(true);
    await runner.stop();
    expect(await findActiveJob(t.db, SKIN_IMAGES_WARM_JOB, SKIN_IMAGES_WARM_KEY)).toMatchObject({ state: 'queued' });
  });
});
