import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { createOperatorTestApp } from '../helpers/operator-session';
import { bootstrapOperator } from '../../src/server/auth/bootstrap';

let t: TestApp;
afterEach(async () => t?.close());

function memoryLog() {
  const lines: { level: string; message: string }[] = [];
  return {
    lines,
    log: {
      info: (message: string) => lines.push({ level: 'info', message }),
      warn: (message: string) => lines.push({ level: 'warn', message }),
    },
  };
}

const login = (username: string, key: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username, key } });

describe('operator bootstrap', () => {
  it('creates the configured operator, leaves it alone on restart, and replaces its key when the key changes', async () => {
    t = await createOperatorTestApp();
    const { log, lines } = memoryLog();
    expect(await bootstrapOperator(t.db, { username: 'boss', key: 'first key 123' }, log)).toBe('configured-created');
    expect((await login('boss', 'first key 123')).statusCode).toBe(200);
    expect(await bootstrapOperator(t.db, { username: 'boss', key: 'first key 123' }, log)).toBe('configured-unchanged');
    // A restart with the same key keeps the operator signed in.
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toHaveLength(1);
    expect(await bootstrapOperator(t.db, { username: 'boss', key: 'second key 456' }, log)).toBe('configured-updated');
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
    expect((await login('boss', 'first key 123')).statusCode).toBe(401);
    expect((await login('boss', 'second key 456')).statusCode).toBe(200);
    expect(await t.db.selectFrom('operators').select('username').execute()).toEqual([{ username: 'boss' }]);
    expect(lines.map((l) => l.message).join('\n')).not.toMatch(/first key|second key|scrypt/);
    const audit = await t.db.selectFrom('audit_log').select(['actor', 'action', 'target']).where('action', 'like', 'operator.%').execute();
    expect(audit).toEqual([
      { actor: 'system', action: 'operator.create', target: 'operator:boss' },
      { actor: 'system', action: 'operator.set-key', target: 'operator:boss' },
    ]);
  });

  it('with nothing configured and no operator, creates admin with a random key logged once', async () => {
    t = await createOperatorTestApp();
    const { log, lines } = memoryLog();
    expect(await bootstrapOperator(t.db, null, log)).toBe('admin-created');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe('warn');
    expect(lines[0]!.message).toContain('npm run operator -- set admin');
    const key = /key "([^"]+)"/.exec(lines[0]!.message)![1]!;
    expect(key.length).toBeGreaterThanOrEqual(20);
    expect((await login('admin', key)).statusCode).toBe(200);
    // Later starts say nothing and change nothing.
    expect(await bootstrapOperator(t.db, null, log)).toBe('existing');
    expect(lines).toHaveLength(1);
    expect(await t.db.selectFrom('operators').selectAll().execute()).toHaveLength(1);
  });

  it('does not create admin when an operator already exists', async () => {
    t = await createOperatorTestApp();
    const { log } = memoryLog();
    await bootstrapOperator(t.db, { username: 'boss', key: 'first key 123' }, log);
    expect(await bootstrapOperator(t.db, null, log)).toBe('existing');
    expect(await t.db.selectFrom('operators').select('username').execute()).toEqual([{ username: 'boss' }]);
  });
});
