import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../src/server/db/database';
import { enqueueJob, findLatestJob } from '../../src/server/jobs/job-queue';
import { lookupKey } from '../../src/server/wasted-time/lookup-job';
import { LOOKUP_JOB } from '../../src/server/wasted-time/names';
import { startFakeRiot } from '../fakes/riot/fake-riot-server';
import { generatedPlayer } from '../fakes/riot/fake-riot-data';

const root = fileURLToPath(new URL('../../', import.meta.url));
const worker = fileURLToPath(new URL('../helpers/lookup-worker.ts', import.meta.url));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

function startWorker(env: Record<string, string>): ChildProcess {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [worker], { env: { ...process.env, ...env }, stdio: 'ignore' });
  children.push(child);
  return child;
}

describe('a lookup killed with SIGKILL mid-job', () => {
  it('is resumed by the next worker and ends with the same totals, nothing stored or fetched twice', { timeout: 90_000 }, async () => {
    const fake = await startFakeRiot({ appLimit: '1000:1,10000:120', delayMs: 15 });
    const { player, matches } = generatedPlayer(42, 120, Date.UTC(2026, 10, 1));
    fake.addPlayer(player, matches);
    const file = path.join(dir, 'crash.db');
    const db = openDatabase({ kind: 'sqlite', file });
    await migrateToLatest(db);
    const body = { gameName: player.gameName, tagLine: 'EUW', region: 'euw1' as const };
    await enqueueJob(db, LOOKUP_JOB, lookupKey(body), body);
    const env = { WORKER_DB: file, WORKER_RIOT_KEY: fake.key, WORKER_RIOT_BASE: fake.baseUrl, WORKER_LEASE_MS: '1500' };
    const stored = async () =>
      Number(
        (
          await db
            .selectFrom('lol_player_games')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    const first = startWorker(env);
    await expect.poll(stored, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(35);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const atKill = await stored();
    expect(atKill).toBeLessThan(120);

    const second = startWorker(env);
    const code = await new Promise((resolve) => second.once('exit', resolve));
    expect(code).toBe(0);

    expect(await findLatestJob(db, LOOKUP_JOB, lookupKey(body))).toMatchObject({ state: 'done' });
    expect(await stored()).toBe(120);
    const account = await db.selectFrom('lol_accounts').selectAll().where('puuid', '=', player.puuid).executeTakeFirstOrThrow();
    const seconds = matches.reduce((s, m) => s + m.info.participants[0]!.timePlayed!, 0);
    expect(account.total_minutes).toBe(Math.floor(seconds / 60));
    expect(account.matches_counted).toBe(120);
    // Only the match whose reply the kill cut off may be asked for again.
    const matchFetches = fake.stats.requests.filter((r) => /\/lol\/match\/v5\/matches\/[^/]+$/.test(r.split('?')[0]!));
    expect(matchFetches.length - new Set(matchFetches).size).toBeLessThanOrEqual(1);
    await db.destroy();
    await fake.close();
  });
});
