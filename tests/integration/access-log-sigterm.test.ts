import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startInstance, type Instance } from '../helpers/server-process';

type Line = Record<string, unknown>;

describe('the access log of a real process', { timeout: 120_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-access-log-'));
  let instance: Instance | null = null;
  afterAll(async () => {
    await instance?.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loses no line at SIGTERM: every request of the run is in the output once', async () => {
    instance = await startInstance('logging', {
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_SECONDS: '0',
    });
    const ids = Array.from({ length: 25 }, (_, i) => `flush-check-${i}`);
    for (const id of ids) await fetch(`${instance.url}/api/banners`, { headers: { 'x-request-id': id } });
    // Fewer than 4 KiB of lines: they sit in the buffer until the timer or the exit writes them.
    await instance.kill('SIGTERM');
    expect(instance.exitCode()).toBe(0);
    const logged = instance
      .log()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Line)
      .filter((line) => line.msg === 'request');
    for (const id of ids)
      expect(
        logged.filter((line) => line.reqId === id),
        id,
      ).toHaveLength(1);
  });
});
