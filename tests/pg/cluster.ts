import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../helpers/free-port';

/** A throw-away PostgreSQL server: its own data folder, socket folder and port; stopped by pid. */
export interface PgCluster {
  /** postgres://…/postgres, for creating and dropping databases. */
  adminUrl: string;
  urlFor: (database: string) => string;
  stop: () => Promise<void>;
  /** Stops the server as an operator's restart or a failover does (fast shutdown: clients disconnected), keeping its data. */
  halt: () => Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  resume: () => Promise<void>;
  /** The server's pid while it runs (null when halted). */
  pid: () => number | null;
}

/** PG_BIN, else the newest /usr/lib/postgresql/<n>/bin (Debian's layout), else pg_config --bindir. */
export function findPgBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin;
  }
  const probe = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim()) return probe.stdout.trim();
  throw new Error('PostgreSQL server binaries not found: apt-get install postgresql, or set PG_BIN to the folder holding initdb');
}

// PostgreSQL refuses to run as root: drop to the postgres account (Debian's package creates it) with setpriv,
// which execs in place, so the pid we hold is the server's own.
function asServerUser(command: string, args: string[], dir: string): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  const user = process.env.PG_USER ?? 'postgres';
  const ids = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  if (ids.status !== 0) throw new Error(`running as root needs a "${user}" account for PostgreSQL (set PG_USER)`);
  spawnSync('chown', ['-R', user, dir]);
  return ['setpriv', ['--reuid', user, '--regid', user, '--init-groups', '--', command, ...args]];
}

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`postgres did not accept connections within 30 s:\n${log()}`);
}

export async function startCluster(): Promise<PgCluster> {
  const bin = findPgBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-pg-'));
  const data = path.join(dir, 'data');
  const [initCmd, initArgs] = asServerUser(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    dir,
  );
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);

  const port = await freePort();
  // Durability is pointless for a cluster deleted after the run; these settings make it fast.
  const settings = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=300', 'shared_buffers=64MB'];
  const [cmd, args] = asServerUser(
    path.join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir, ...settings.flatMap((s) => ['-c', s])],
    dir,
  );
  let output = '';
  const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let child: ChildProcess | null = null;
  const launch = async () => {
    const started = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    started.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-8000)));
    started.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-8000)));
    child = started;
    await waitReady(urlFor('postgres'), started, () => output);
  };
  const halt = async () => {
    const running = child;
    child = null;
    if (running && running.exitCode === null && running.pid) {
      const exited = new Promise((r) => running.once('exit', r));
      process.kill(running.pid, 'SIGINT'); // fast shutdown: disconnects clients, no checkpoint wait
      await exited;
    }
  };
  await launch();

  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: async () => {
      await halt();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    halt,
    resume: launch,
    pid: () => child?.pid ?? null,
  };
}

/** A fresh empty database on the cluster; returns its URL and a function dropping it. */
export async function createDatabase(adminUrl: string, prefix = 't'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}
