import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { createOperatorTestApp } from '../helpers/operator-session';

let t: TestApp;
afterEach(async () => t?.close());

const login = (username: string, key: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username, key } });

describe('npm run operator -- set <username>', () => {
  const cli = (args: string[], input: string, databaseUrl: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.resolve('scripts/operator.ts'), ...args], {
      input,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, DATABASE_URL: databaseUrl, OPERATOR_USERNAME: '', OPERATOR_KEY: '' },
    });

  it('sets a key read from standard input in the configured database, and refuses a short one', async () => {
    t = await createOperatorTestApp();
    const created = cli(['set', 'carol'], 'carol key from stdin\n', t.databaseUrl);
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain('Operator "carol" created.');
    expect(created.stdout + created.stderr).not.toContain('carol key from stdin');
    expect((await login('carol', 'carol key from stdin')).statusCode).toBe(200);

    const short = cli(['set', 'carol'], 'short\n', t.databaseUrl);
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('The key must be 8 to 256 characters');
    expect((await login('carol', 'carol key from stdin')).statusCode).toBe(200);

    const usage = cli(['remove', 'carol'], '', t.databaseUrl);
    expect(usage.status).toBe(2);

    const replaced = cli(['set', 'carol'], 'a brand new key\n', t.databaseUrl);
    expect(replaced.status).toBe(0);
    expect((await login('carol', 'a brand new key')).statusCode).toBe(200);
    expect(await t.db.selectFrom('audit_log').select(['actor', 'action']).where('actor', '=', 'cli').execute()).toEqual([
      { actor: 'cli', action: 'operator.create' },
      { actor: 'cli', action: 'operator.set-key' },
    ]);
  }, 120_000);
});
