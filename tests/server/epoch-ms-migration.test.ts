import { describe, expect, it } from 'vitest';
import { Migrator, sql } from 'kysely';
import { migrations } from '../../src/server/db/migrations';
import { useEmptyDatabase } from '../helpers/test-database';

describe('migration 0015: one time encoding', () => {
  const emptyDatabase = useEmptyDatabase();
  it('turns ISO-text times into epoch-ms integers, indexes and nulls included, and back', async () => {
    const db = await emptyDatabase();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0014-rate-permits-in-flight')).error).toBeUndefined();
    const iso = '2024-02-29T12:34:56.789Z';
    await sql`insert into login_failures (scope, at) values ('op', ${iso})`.execute(db);
    await sql`insert into jobs (name, job_key, state, priority, payload, progress, attempts, lease_owner, lease_until, run_after, error, created_at, updated_at, finished_at)
      values ('j', 'k', 'done', 0, '{}', null, 0, null, 0, 0, null, ${iso}, ${iso}, null)`.execute(db);

    expect((await migrator.migrateTo('0015-epoch-ms-times')).error).toBeUndefined();
    const failure = (await sql<{ at: number }>`select at from login_failures`.execute(db)).rows[0]!;
    const job = await db.selectFrom('jobs').select(['created_at', 'finished_at']).executeTakeFirstOrThrow();
    expect(failure.at).toBe(Date.parse(iso));
    expect(job).toEqual({ created_at: Date.parse(iso), finished_at: null });

    expect((await migrator.migrateTo('0014-rate-permits-in-flight')).error).toBeUndefined();
    const back = await sql<{ at: string }>`select at from login_failures`.execute(db);
    expect(back.rows[0]?.at).toBe(iso);
  });
});
