import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readiness } from '../../src/shared/api/health.schemas';
import { startInstance, type Instance } from '../helpers/server-process';

const THIS_TEST = 'tests/integration/deployment-guide.test.ts';
const readme = fs.readFileSync('README.md', 'utf8');
const guide = readme.slice(readme.indexOf('\n## Deployment\n'), readme.indexOf('\n## ', readme.indexOf('\n## Deployment\n') + 5));
const blocks = [...guide.matchAll(/(?:<!-- (.+?) -->\n)?```(\w+)\n([\s\S]*?)```/g)].map((m) => ({
  marker: m[1] ?? null,
  lang: m[2]!,
  body: m[3]!,
}));
const shellBlocks = blocks.filter((b) => b.lang === 'sh');
const tested = shellBlocks.filter((b) => b.marker === `run by ${THIS_TEST}`).flatMap((b) => b.body.trim().split('\n'));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-guide-'));
fs.mkdirSync(path.join(dir, 'backups'));
let instance: Instance | null = null;
afterAll(async () => {
  await instance?.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs a command of the guide as written, with the guide's address and backup folder pointed at this test's. */
function run(command: string, url: string) {
  const local = command.replaceAll('http://127.0.0.1:3001', url).replaceAll('/var/backups/account-value/', `${dir}/backups/`);
  const result = spawnSync('bash', ['-o', 'pipefail', '-c', local], {
    env: { ...process.env, DATABASE_URL: `file:${path.join(dir, 'site.db')}` },
    encoding: 'utf8',
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('the deployment guide (README "Deployment")', () => {
  it('marks every shell block as run by this test or as an example for another machine', () => {
    expect(shellBlocks.length).toBeGreaterThan(3);
    for (const block of shellBlocks) expect([`run by ${THIS_TEST}`, 'example for another machine'], block.body).toContain(block.marker);
    expect(tested.length).toBeGreaterThanOrEqual(5);
  });

  it('runs its commands: health checks and metrics on a running instance, a backup while it runs, a restore once it stopped', async () => {
    instance = await startInstance('guide', { DATABASE_URL: `file:${path.join(dir, 'site.db')}`, SHUTDOWN_GRACE_SECONDS: '0' });
    const restores = tested.filter((c) => c.startsWith('npm run restore'));
    for (const command of tested.filter((c) => !restores.includes(c))) {
      const { status, out } = run(command, instance.url);
      expect(status, `${command}\n${out}`).toBe(0);
    }
    expect(
      run(
        tested.find((c) => c.includes('/metrics'))!,
        instance.url,
      ).out.trim(),
    ).toMatch(/^[1-9]\d*$/);
    await instance.kill('SIGTERM');
    instance = null;
    for (const command of restores) {
      const { status, out } = run(command, 'http://127.0.0.1:1');
      expect(status, `${command}\n${out}`).toBe(0);
    }
  }, 120_000);

  it('names only metric families the site serves, in the README and in deploy/', async () => {
    instance ??= await startInstance('guide-metrics', { DATABASE_URL: `file:${path.join(dir, 'metrics.db')}` });
    const families = new Set([...(await (await fetch(`${instance.url}/metrics`)).text()).matchAll(/^# TYPE (\w+) /gm)].map((m) => m[1]!));
    const alerts = fs.readFileSync('deploy/account-value-alerts.yml', 'utf8');
    const yaml = blocks.filter((b) => b.lang === 'yaml').map((b) => b.body);
    const named = [...`${alerts}\n${yaml.join('\n')}`.matchAll(/\b([a-z_]+)(?:_bucket|_count|_sum)?(?=\{|\[|\)| offset)/g)].map(
      (m) => m[1]!,
    );
    const metricNames = named.filter((name) => /_(total|seconds|remaining|runs)$|^job_runs$/.test(name));
    expect(metricNames.length).toBeGreaterThan(4);
    for (const name of metricNames) expect(families, name).toContain(name.replace(/_(bucket|count|sum)$/, ''));
    // The README's scrape config and alert expressions are those of deploy/.
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    expect(fs.readFileSync('deploy/prometheus.yml', 'utf8')).toContain(yaml[0]!.trim());
    for (const expr of yaml[1]!.matchAll(/expr: (.+)/g)) expect(flat(alerts)).toContain(flat(expr[1]!));
  }, 90_000);

  it('checks health at the readiness endpoint, with two instances on the ports the systemd unit starts', () => {
    const caddy = fs.readFileSync('deploy/Caddyfile', 'utf8');
    expect(caddy).toContain(`health_uri /api${readiness.path}`);
    expect(caddy).toMatch(/reverse_proxy 127\.0\.0\.1:3001 127\.0\.0\.1:3002 \{/);
    expect(caddy).toContain('respond /metrics 404');
    expect(guide).toContain('systemctl enable --now account-value@3001 account-value@3002');
    expect(guide).toContain('TRUST_PROXY=true');
  });

  it('ships a unit that runs the built server, stops it with SIGTERM and waits out its drain', () => {
    const unit = fs.readFileSync('deploy/account-value@.service', 'utf8');
    const value = (key: string) => new RegExp(`^${key}=(.*)$`, 'm').exec(unit)?.[1];
    expect(value('ExecStart')).toBe('/usr/bin/node dist/server/server.js');
    expect(fs.readFileSync('vite.server.config.ts', 'utf8')).toContain("'dist/server'");
    expect(value('KillSignal')).toBe('SIGTERM');
    expect(unit).toContain('Environment=PORT=%i');
    // The default grace (10 s) plus the 15 s closing may take, with room to spare.
    expect(Number(value('TimeoutStopSec'))).toBeGreaterThan(10 + 15);
    expect(value('EnvironmentFile')).toBe('/etc/account-value/env');
  });
});
