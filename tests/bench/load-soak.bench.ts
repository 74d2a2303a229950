import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { BenchSuite } from './harness';
import { loadMix } from './load-mix';
import { ensureBuilt } from './load.bench';
import { startInstance } from '../helpers/server-process';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const SAMPLE_EVERY_MS = 30_000;

/** Resident memory of a process, from Linux's /proc (the server's own view would disturb what it measures). */
const rssMb = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

/** Least-squares slope of memory over time, in MB per minute. */
function slopePerMinute(samples: { minute: number; mb: number }[]): number {
  const n = samples.length;
  const mx = samples.reduce((a, s) => a + s.minute, 0) / n;
  const my = samples.reduce((a, s) => a + s.mb, 0) / n;
  const cov = samples.reduce((a, s) => a + (s.minute - mx) * (s.mb - my), 0);
  const varx = samples.reduce((a, s) => a + (s.minute - mx) ** 2, 0);
  return varx === 0 ? 0 : cov / varx;
}

const suite: BenchSuite = {
  title: `Soak: ${MINUTES} minutes at moderate load, memory every 30 s`,
  onlyWhenNamed: true,
  async run() {
    ensureBuilt();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-soak-'));
    const server = await startInstance('soak', { DATABASE_URL: `file:${path.join(dir, 'soak.db')}` }, 'built');
    try {
      const mix = await loadMix(server.url);
      const started = Date.now();
      const samples: { minute: number; mb: number }[] = [];
      const sample = () => samples.push({ minute: (Date.now() - started) / 60_000, mb: rssMb(server.pid) });
      const timer = setInterval(sample, SAMPLE_EVERY_MS);
      sample();
      const result = await autocannon({
        url: server.url,
        connections: 20,
        overallRate: 300,
        duration: MINUTES * 60,
        requests: mix.requests,
      });
      clearInterval(timer);
      sample();
      // The first minutes fill caches and warm the JIT; a leak shows as growth after that.
      const settled = samples.filter((s) => s.minute >= Math.min(2, MINUTES / 3));
      const trend = slopePerMinute(settled.length >= 2 ? settled : samples);
      const listed = samples.map((s) => `${s.minute.toFixed(1)}m:${s.mb.toFixed(0)}`).join(' ');
      return [
        { name: 'memory at start', value: samples[0]!.mb, unit: 'MB' },
        { name: 'memory at end', value: samples.at(-1)!.mb, unit: 'MB', note: listed },
        { name: 'memory trend after warm-up', value: trend, unit: 'MB/min', budget: 1, note: 'least-squares slope of RSS' },
        { name: 'requests/s', value: result.requests.average, unit: 'req/s', note: '20 connections, capped at 300 req/s' },
        { name: 'latency p99', value: result.latency.p99, unit: 'ms', budget: 50 },
        { name: 'errors (errors, timeouts, non-2xx)', value: result.errors + result.timeouts + result.non2xx, unit: '', budget: 0 },
      ];
    } finally {
      await server.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};
export default suite;
