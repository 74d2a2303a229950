import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/database';
import { withStartupLock } from '../../src/server/db/startup-lock';
import { createDatabase } from './cluster';

let first: Db;
let second: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  const target = await createDatabase(inject('pgAdminUrl'), 'lock');
  drop = target.drop;
  const config = { kind: 'postgres', url: target.url, poolSize: 2, tls: 'off', tlsCa: null } as const;
  [first, second] = [openDatabase(config), openDatabase(config)];
});
afterAll(async () => {
  await first?.destroy();
  await second?.destroy();
  await drop?.();
});

describe('withStartupLock on PostgreSQL', () => {
  it('runs start-up work of two instances one after the other, never interleaved', async () => {
    const events: string[] = [];
    const work = (db: Db, name: string) =>
      withStartupLock(db, async () => {
        events.push(`${name} in`);
        await new Promise((r) => setTimeout(r, 150));
        events.push(`${name} out`);
      });
    await Promise.all([work(first, 'A'), work(second, 'B')]);
    const [firstIn, secondIn] = events[0] === 'A in' ? ['A', 'B'] : ['B', 'A'];
    expect(events).toEqual([`${firstIn} in`, `${firstIn} out`, `${secondIn} in`, `${secondIn} out`]);
  });

  it('releases the lock when the work fails', async () => {
    await expect(withStartupLock(first, async () => Promise.reject(new Error('seed failed')))).rejects.toThrow('seed failed');
    await expect(withStartupLock(second, async () => 'ran')).resolves.toBe('ran');
  });
});
