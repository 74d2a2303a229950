import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startInstance, type Instance } from '../helpers/server-process';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-backup-'));
const database = path.join(dir, 'site.db');
const env = { DATABASE_URL: `file:${database}`, SHUTDOWN_GRACE_SECONDS: '0' };
let server: Instance | null = null;
afterAll(async () => {
  await server?.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

/** `npm run <script> -- <args>`, as the README says to run it; resolves with its exit code and output. */
function npmRun(script: string, args: string[], extraEnv: Record<string, string> = env): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      env: { ...process.env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** Every row of every table, in a stable order: what "every table and row back" compares. */
function contents(file: string): Record<string, unknown[]> {
  const db = new SQLite(file, { readonly: true });
  try {
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as {
      name: string;
    }[];
    return Object.fromEntries(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY 1, 2`).all()]));
  } finally {
    db.close();
  }
}

describe('npm run backup and npm run restore (SQLite)', () => {
  const backup = path.join(dir, 'backup.db');

  it('backs up a running site under write load into a file that passes the integrity check and holds a consistent moment', async () => {
    server = await startInstance('backed-up', env);
    // The site's writes, from another connection, as fast as they go while the backup runs.
    const writer = new SQLite(database);
    writer.pragma('busy_timeout = 5000');
    const insert = writer.prepare("INSERT INTO throttle_hits (scope, key, at) VALUES ('login', ?, ?)");
    let written = 0;
    let writing = true;
    const load = (async () => {
      while (writing) {
        for (let i = 0; i < 50; i++) {
          insert.run(`ip:load-${written}`, Date.now());
          written++;
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = written;
    const result = await npmRun('backup', [backup]);
    const during = written - before;
    writing = false;
    await load;
    writer.close();
    expect(result.out).toMatch(/^Backed up .* integrity check ok\.$/m);
    expect(result.code).toBe(0);
    expect(during).toBeGreaterThan(100);

    const copy = new SQLite(backup, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    // One moment of the database: the rows written so far, each whole, none missing in between.
    const ids = (copy.prepare('SELECT id FROM throttle_hits ORDER BY id').all() as { id: number }[]).map((r) => r.id);
    copy.close();
    expect(ids.length).toBeGreaterThanOrEqual(before);
    expect(ids.length).toBeLessThanOrEqual(written);
    expect(ids.at(-1)! - ids[0]! + 1).toBe(ids.length);
    expect(fs.existsSync(`${backup}-wal`)).toBe(false);
  }, 90_000);

  it('never overwrites a file', async () => {
    const result = await npmRun('backup', [backup]);
    expect(result.code).toBe(1);
    expect(result.out).toContain(`${backup} exists already; a backup never overwrites a file, so choose a new name. Nothing was written.`);
  }, 60_000);

  it('refuses to restore while a server holds the database, and changes nothing', async () => {
    const before = fs.statSync(database).mtimeMs;
    const result = await npmRun('restore', [backup]);
    expect(result.code).toBe(1);
    expect(result.out).toContain(`A server is running on ${database}; stop every instance before restoring. Nothing was changed.`);
    expect(fs.statSync(database).mtimeMs).toBe(before);
  }, 60_000);

  it('refuses a file of a newer version, a damaged or foreign one, before touching anything', async () => {
    await server!.kill('SIGTERM');
    server = null;
    const newer = path.join(dir, 'newer.db');
    fs.copyFileSync(backup, newer);
    const db = new SQLite(newer);
    db.prepare('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)').run('9999-from-the-future', new Date().toISOString());
    db.close();
    const notSqlite = path.join(dir, 'notes.txt');
    fs.writeFileSync(notSqlite, 'not a database at all, just some text that is long enough to be read as one');
    const current = contents(database);
    for (const [file, message] of [
      [newer, 'was written by a newer version of the site (its migration 9999-from-the-future is unknown to this one)'],
      [notSqlite, 'is not a SQLite database.'],
      [path.join(dir, 'missing.db'), 'There is no file'],
    ] as const) {
      const result = await npmRun('restore', [file]);
      expect(result.code, file).toBe(1);
      expect(result.out).toContain(message);
    }
    expect(contents(database)).toEqual(current);
  }, 90_000);

  it('restores every table and row of the backup with the site stopped, keeps the database it replaced, and the site starts on it', async () => {
    const expected = contents(backup);
    const replaced = contents(database);
    expect(replaced).not.toEqual(expected);
    const result = await npmRun('restore', [backup]);
    expect(result.code, result.out).toBe(0);
    expect(contents(database)).toEqual(expected);
    const kept = fs.readdirSync(dir).find((name) => name.startsWith('site.db.before-restore-'));
    expect(kept).toBeDefined();
    expect(contents(path.join(dir, kept!))).toEqual(replaced);
    server = await startInstance('restored', env);
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
  }, 90_000);
});

describe('npm run backup and npm run restore (PostgreSQL)', () => {
  it('print the pg_dump and pg_restore commands for DATABASE_URL, without the URL (it holds the password)', async () => {
    const pg = { DATABASE_URL: 'postgres://site:s3cret@db.internal:5432/account_value' };
    const backup = await npmRun('backup', ['nightly.dump'], pg);
    expect(backup.code).toBe(0);
    expect(backup.out).toContain('pg_dump --format=custom --no-owner --file=nightly.dump "$DATABASE_URL"');
    const restore = await npmRun('restore', ['nightly.dump'], pg);
    expect(restore.code).toBe(0);
    expect(restore.out).toContain('pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" nightly.dump');
    expect(backup.out + restore.out).not.toContain('s3cret');
    expect(fs.existsSync('nightly.dump')).toBe(false);
  }, 60_000);
});
