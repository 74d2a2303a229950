import { describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '../../src/server/db/database';
import { HttpError } from '../../src/server/http/http-error';
import { throttle } from '../../src/server/security/throttle';
import { useEmptyDatabase } from '../helpers/test-database';

const refusal = { code: 'THROTTLED', message: (minutes: number) => `Wait ${minutes} minutes.` } as const;
const refused = (attempt: Promise<unknown>) =>
  attempt.then(
    () => null,
    (error: unknown) =>
      error instanceof HttpError ? { code: error.code, message: error.message, retryAfter: error.headers['retry-after'] } : error,
  );

describe('throttle (one sliding window for every counted limit)', () => {
  const emptyDatabase = useEmptyDatabase();
  let db: Db;
  const freshDb = async () => {
    db = await emptyDatabase();
    await migrateToLatest(db);
    return db;
  };
  it('lets `count` attempts through per key and window, then refuses with the wait until the oldest ages out', async () => {
    const limit = { count: 3, windowMs: 10 * 60_000 };
    const door = throttle(await freshDb(), 'door', limit, refusal);
    const start = 1_000_000;
    for (let i = 0; i < 3; i++) await door.take(['a'], start + i * 60_000);
    expect(await refused(door.take(['a'], start + 3 * 60_000))).toEqual({
      code: 'THROTTLED',
      message: 'Wait 7 minutes.',
      retryAfter: '420',
    });
    // Another key, and the same key in another scope, have their own room.
    expect(await refused(door.take(['b'], start + 3 * 60_000))).toBeNull();
    expect(await refused(throttle(db, 'window', limit, refusal).take(['a'], start + 3 * 60_000))).toBeNull();
    // A refused attempt is not counted: once the first ages out, exactly one more goes through.
    expect(await refused(door.take(['a'], start + limit.windowMs + 1))).toBeNull();
    expect((await refused(door.take(['a'], start + limit.windowMs + 2))) as { code: string }).toMatchObject({ code: 'THROTTLED' });
  });

  it('counts an attempt against every key at once and forgets it when released', async () => {
    const door = throttle(await freshDb(), 'door', { count: 1, windowMs: 60_000 }, refusal);
    const hit = await door.take(['ip:1', 'user:x'], 5_000);
    expect(await refused(door.take(['ip:2', 'user:x'], 6_000))).toMatchObject({ retryAfter: '59' });
    await hit.release();
    expect(await refused(door.take(['ip:2', 'user:x'], 7_000))).toBeNull();
  });
});
