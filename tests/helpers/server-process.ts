// The real server as a child process on 127.0.0.1, for the tests and benchmarks that need a whole process
// (browser tests, several instances on one database, a kill mid-job). One way to start it, so every caller
// gets the same environment, the same wait for /api/health and the same clean-up.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain ESM script without types
import { isBuildStale } from '../../scripts/build-freshness.mjs';
import { freePort } from './free-port';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** One real server process on its own port: src/server/server.ts through tsx, or the built dist/server/server.js. */
export interface Instance {
  name: string;
  url: string;
  pid: number;
  log: () => string;
  /** The exit code once the process has exited (null while it runs, or when a signal ended it). */
  exitCode: () => number | null;
  /** Sends the signal to this process (by its pid) and waits for it to exit. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
}

export type Entry = 'source' | 'built';
const ENTRY_ARGS: Record<Entry, string[]> = {
  source: ['--import', 'tsx', 'src/server/server.ts'],
  built: ['dist/server/server.js'],
};

/** Runs `npm run build` when the built files are older than their sources. */
export function ensureBuilt(): void {
  if (!isBuildStale()) return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

async function waitForHealth(url: string, exitCode: () => number | null, log: () => string, healthPath: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exitCode() !== null) throw new Error(`the server exited with ${exitCode()}:\n${log()}`);
    try {
      if ((await fetch(`${url}${healthPath}`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer ${healthPath} within 90 s:\n${log()}`);
}

export interface StartOptions {
  /**
   * Sends the server's standard output nowhere instead of keeping its tail: for a benchmark at LOG_LEVEL=info,
   * whose access log would otherwise be read by the process that also runs the load generator.
   */
  discardOutput?: boolean;
  /** How much of the output `log()` keeps: the last 20,000 characters, or more for a test that reads the whole log. */
  logChars?: number;
  /** What must answer 200 before the instance counts as started: /api/health (the database answers) by default. */
  healthPath?: string;
}

/**
 * Starts the server without upstream credentials (tests give fake base URLs and keys through `env`) and
 * resolves once `healthPath` (/api/health: the database answers) answers 200. The process is also ended
 * when this process exits.
 */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  entry: Entry = 'source',
  { discardOutput = false, logChars = 20_000, healthPath = '/api/health' }: StartOptions = {},
): Promise<Instance> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ENTRY_ARGS[entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RIOT_API_KEY: '',
      CONTENTFUL_SPACE_ID: '',
      CONTENTFUL_ACCESS_TOKEN: '',
      ...env,
    },
    stdio: ['ignore', discardOutput ? 'ignore' : 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-logChars));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const running = () => child.exitCode === null && child.signalCode === null;
  const killOnExit = () => {
    if (running()) process.kill(child.pid!, 'SIGTERM');
  };
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    name,
    url,
    pid: child.pid!,
    log: () => output,
    exitCode: () => child.exitCode,
    kill: async (signal = 'SIGTERM') => {
      process.off('exit', killOnExit);
      if (running()) process.kill(child.pid!, signal);
      await exited;
    },
  };
  try {
    await waitForHealth(url, () => child.exitCode, instance.log, healthPath);
  } catch (error) {
    await instance.kill('SIGKILL');
    throw error;
  }
  return instance;
}

/** Starts the instances at the same moment (as a deploy does), all on one database. */
export async function startInstances(names: string[], env: Record<string, string>, entry: Entry = 'source'): Promise<Instance[]> {
  const started = await Promise.allSettled(names.map((name) => startInstance(name, env, entry)));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.kill('SIGKILL') : undefined)));
    throw (failed as PromiseRejectedResult).reason;
  }
  return started.map((s) => (s as PromiseFulfilledResult<Instance>).value);
}
