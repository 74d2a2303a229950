import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FakeSkinSources } from '../../fakes/skin-sources/fake-skin-sources';

const root = fileURLToPath(new URL('../../../', import.meta.url));
export const PROCESS_OPERATOR = { username: 'sync-operator', key: 'sync operator key 1' };

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Signs in and returns the Cookie header (sessions live in the database: every instance accepts it). */
  signIn(): Promise<string>;
  /** GET/POST under /api with the cookie and this server's own Origin. */
  api<T>(method: 'GET' | 'POST', path: string, cookie: string, body?: unknown): Promise<{ status: number; response: T }>;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * The real server (src/server/server.ts under tsx, with its job runner) as a child process on a
 * free port, on the given SQLite file, reading the fake skin sources.
 */
export async function startServerProcess(dbFile: string, fake: FakeSkinSources): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${dbFile}`,
      OPERATOR_USERNAME: PROCESS_OPERATOR.username,
      OPERATOR_KEY: PROCESS_OPERATOR.key,
      LOG_LEVEL: 'info',
      RIOT_API_KEY: '',
      SKINS_SYNC_CDRAGON_URL: fake.cdragonUrl,
      SKINS_SYNC_WIKI_URL: fake.wikiUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 60 s:\n${output}`)), 60_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });

  const api = async <T>(method: 'GET' | 'POST', path: string, cookie: string, body?: unknown) => {
    const res = await fetch(`${url}/api${path}`, {
      method,
      headers: { cookie, origin: url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as { response: T };
    return { status: res.status, response: json.response };
  };

  return {
    url,
    child,
    api,
    async signIn() {
      const res = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify(PROCESS_OPERATOR),
      });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('av_session='));
      if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
      return cookie.split(';')[0]!;
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited(child);
    },
  };
}
