import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startInstance, type Instance } from '../helpers/server-process';

const GRACE_SECONDS = 3;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-shutdown-'));
let instance: Instance | null = null;
afterAll(async () => {
  await instance?.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number | null;
  error: string | null;
  at: number;
}

/** One request on `agent`; resolves with its status, or the error it met (never rejects). */
function send(url: string, agent: http.Agent, options: { method?: string; body?: string; slowBody?: Promise<void> } = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request(url, {
      method: options.method ?? 'GET',
      agent,
      headers: options.body ? { 'content-type': 'application/json' } : {},
    });
    request.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? null, error: null, at: Date.now() }));
      res.on('error', (error) => resolve({ status: res.statusCode ?? null, error: error.message, at: Date.now() }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: null, error: error.code ?? error.message, at: Date.now() }));
    if (!options.body) return void request.end();
    const half = Math.floor(options.body.length / 2);
    request.write(options.body.slice(0, half));
    void options.slowBody?.then(() => request.end(options.body!.slice(half)));
  });
}

describe('SIGTERM under load', () => {
  it('turns not-ready at once, serves every request it accepted through the grace period, then exits 0', async () => {
    instance = await startInstance('draining', {
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    });
    const url = instance.url;
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const probes = new http.Agent({ keepAlive: false });
    const answers: Answer[] = [];
    const probeLog: { ready: number | null; live: number | null; at: number }[] = [];

    // The balancer: probes readiness every 100 ms, and stops sending 500 ms after the first 503 (a quick balancer).
    let stopSendingAt = Infinity;
    let probing = true;
    const balancer = (async () => {
      while (probing) {
        const [ready, live] = await Promise.all([send(`${url}/api/health/ready`, probes), send(`${url}/api/health/live`, probes)]);
        probeLog.push({ ready: ready.status, live: live.status, at: Date.now() });
        if (ready.status === 503 && stopSendingAt === Infinity) stopSendingAt = Date.now() + 500;
        await sleep(100);
      }
    })();
    const worker = async (path: string) => {
      while (Date.now() < stopSendingAt) answers.push(await send(`${url}${path}`, keepAlive));
    };
    const workers = [
      ...Array.from({ length: 4 }, () => worker('/api/calculator')),
      ...Array.from({ length: 4 }, () => worker('/api/banners')),
    ];

    // A request in flight across the whole grace period: its body's second half comes after the listener has closed.
    let finishBody!: () => void;
    const slowBody = new Promise<void>((resolve) => (finishBody = resolve));
    const slow = send(`${url}/api/login`, new http.Agent(), {
      method: 'POST',
      body: JSON.stringify({ username: 'nobody', key: 'not-the-key-at-all' }),
      slowBody,
    });

    await sleep(1000);
    const sigterm = Date.now();
    const exited = instance.kill('SIGTERM');
    await sleep((GRACE_SECONDS + 0.7) * 1000);
    finishBody();
    const inFlight = await slow;
    await exited;
    const exitedAt = Date.now();
    probing = false;
    await Promise.all([...workers, balancer]);
    keepAlive.destroy();

    // Load before and after SIGTERM, and not one failure among the requests sent.
    expect(answers.filter((a) => a.at < sigterm).length).toBeGreaterThan(20);
    expect(answers.filter((a) => a.at > sigterm).length).toBeGreaterThan(5);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    // Not ready within a probe interval or two of SIGTERM, while the listener still answers (live is 200).
    const firstNotReady = probeLog.find((p) => p.at > sigterm && p.ready === 503);
    expect(firstNotReady).toBeDefined();
    expect(firstNotReady!.at - sigterm).toBeLessThan(1000);
    expect(firstNotReady!.live).toBe(200);
    expect(probeLog.filter((p) => p.at < sigterm).every((p) => p.ready === 200)).toBe(true);
    // The in-flight request was answered (401: a wrong key), after the grace period, and the process then exited.
    expect(inFlight).toMatchObject({ status: 401, error: null });
    expect(inFlight.at - sigterm).toBeGreaterThan(GRACE_SECONDS * 1000);
    expect(exitedAt - sigterm).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000);
    expect(instance.exitCode()).toBe(0);
    expect(instance.log()).not.toMatch(/shutdown failed|took too long/);
  }, 60_000);
});
