import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface OwnServer {
  baseUrl: string;
  dbFile: string;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net
      .createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      })
      .on('error', reject);
  });

/**
 * The built server (dist/server/server.js, built by the e2e global setup) on a free port with a
 * temporary database and extra environment, for tests that need their own configuration (e.g. a
 * Riot key pointing at the fake Riot server).
 */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-own-'));
  const port = await freePort();
  const dbFile = path.join(dir, 'own.db');
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/server/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${dbFile}`,
      LOG_LEVEL: 'warn',
      OPERATOR_USERNAME: 'own',
      OPERATOR_KEY: 'own-server-key',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`The server did not answer within 30 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dbFile,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
