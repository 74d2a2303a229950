import type { FakeSkinSources } from '../../fakes/skin-sources/fake-skin-sources';
import { startInstance } from '../../helpers/server-process';

export const PROCESS_OPERATOR = { username: 'sync-operator', key: 'sync operator key 1' };

export interface ServerProcess {
  url: string;
  /** Signs in and returns the Cookie header (sessions live in the database: every instance accepts it). */
  signIn(): Promise<string>;
  /** GET/POST under /api with the cookie and this server's own Origin. */
  api<T>(method: 'GET' | 'POST', path: string, cookie: string, body?: unknown): Promise<{ status: number; response: T }>;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real server (src/server/server.ts under tsx, with its job runner) on the given SQLite file,
 * reading the fake skin sources, with the operator's sign-in and API calls at hand.
 */
export async function startServerProcess(dbFile: string, fake: FakeSkinSources): Promise<ServerProcess> {
  const instance = await startInstance('skins', {
    DATABASE_URL: `file:${dbFile}`,
    OPERATOR_USERNAME: PROCESS_OPERATOR.username,
    OPERATOR_KEY: PROCESS_OPERATOR.key,
    SKINS_SYNC_CDRAGON_URL: fake.cdragonUrl,
    SKINS_SYNC_WIKI_URL: fake.wikiUrl,
  });
  const { url } = instance;

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
    kill9: () => instance.kill('SIGKILL'),
    stop: () => instance.kill(),
  };
}
