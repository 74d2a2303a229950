import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../helpers/free-port';

/** One real server process on its own port: src/server/server.ts through tsx, or the built dist/server/server.js. */
export interface Instance {
  name: string;
  url: string;
  pid: number;
  log: () => string;
  /** Sends the signal to this process (by its pid) and waits for it to exit. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer /api/health within 90 s:\n${log()}`);
}

export type Entry = 'source' | 'built';
const ENTRY_ARGS: Record<Entry, string[]> = { source: ['--import', 'tsx', 'src/server/server.ts'], built: ['dist/server/server.js'] };

export async function startInstance(name: string, env: Record<string, string>, entry: Entry = 'source'): Promise<Instance> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ENTRY_ARGS[entry], {
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const instance: Instance = {
    name,
    url,
    pid: child.pid!,
    log: () => output,
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, signal);
      await exited;
    },
  };
  try {
    await waitForHealth(url, child, () => output);
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
