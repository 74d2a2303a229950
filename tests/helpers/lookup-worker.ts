// A server-less job worker for the crash test: runs the lookup job on a database until its run is done.
// Started (and killed with SIGKILL) by tests/integration/lookup-crash-resume.test.ts; configured through the environment.
import { migrateToLatest, openDatabase } from '../../src/server/db/database';
import { createDbBucketStore } from '../../src/server/upstream/http/db-bucket-store';
import { createRiotClient } from '../../src/server/upstream/riot/riot-client';
import { createJobRunner } from '../../src/server/jobs/job-runner';
import { lookupJob } from '../../src/server/wasted-time/lookup-job';
import { LOOKUP_JOB } from '../../src/server/wasted-time/names';
import type { JobDefinition } from '../../src/server/jobs/job-types';

const env = (name: string) => process.env[name] ?? '';
const db = openDatabase({ kind: 'sqlite', file: env('WORKER_DB') });
await migrateToLatest(db);
const riot = createRiotClient({ apiKey: env('WORKER_RIOT_KEY'), baseUrl: env('WORKER_RIOT_BASE'), buckets: createDbBucketStore(db) });
const runner = createJobRunner({
  db,
  jobs: [lookupJob({ db, riot }) as unknown as JobDefinition<never, never>],
  leaseMs: Number(env('WORKER_LEASE_MS')),
  pollMs: 50,
});
runner.start();
for (;;) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  const open = await db
    .selectFrom('jobs')
    .select('id')
    .where('name', '=', LOOKUP_JOB)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  if (!open) break;
}
await runner.stop();
await db.destroy();
