import { createHttpClient, type HttpClientOptions } from '../http/http-client';
import { UpstreamError } from '../http/errors';

/** Where CommunityDragon keeps the client's game data, under a patch folder (`latest`, `pbe`, `14.6`). */
export const CDRAGON_GAME_DATA = '/plugins/rcp-be-lol-game-data/global/default/v1';

/** The raw bodies a sync is built from, as text: checksummed before anything is parsed. */
export interface SkinSourceFiles {
  /** content-metadata.json: `{"version": "16.16.8049184", ...}`. */
  contentMetadata: string;
  skins: string;
  /** PBE's skins.json (upcoming skins); null when no PBE folder is known or it is not there. */
  pbeSkins: string | null;
  championSummary: string;
  skinlines: string;
  /** The wiki's Module:SkinData/data, Lua source. */
  wikiSkinData: string;
}

export interface SkinSourceClientOptions {
  /** e.g. https://raw.communitydragon.org/latest */
  cdragonUrl: string;
  /** e.g. https://wiki.leagueoflegends.com/en-us/Module:SkinData/data?action=raw */
  wikiUrl: string;
  http?: Partial<Pick<HttpClientOptions, 'timeoutMs' | 'retries' | 'backoffMs' | 'fetchImpl'>>;
}

export type SkinSourceFile = keyof SkinSourceFiles;

/** The PBE folder beside a `latest` folder; other bases (a pinned patch) have none. */
export const pbeBaseOf = (cdragonUrl: string): string | null =>
  /\/latest\/?$/.test(cdragonUrl) ? cdragonUrl.replace(/\/latest\/?$/, '/pbe') : null;

/** A missing required file is an UpstreamError ('refused'); `onFile` reports each file as it arrives. */
export function createSkinSourceClient(options: SkinSourceClientOptions) {
  const base = options.cdragonUrl.replace(/\/+$/, '');
  const pbe = pbeBaseOf(base);
  const http = (upstream: string) => createHttpClient({ upstream, timeoutMs: 60_000, retries: 2, backoffMs: 1000, ...options.http });
  const clients = { CommunityDragon: http('CommunityDragon'), 'League wiki': http('League wiki') };
  const cdragon = 'CommunityDragon' as const;
  const wiki = 'League wiki' as const;
  const text = (t: string) => t;

  const required = async (upstream: keyof typeof clients, url: string, what: string): Promise<string> => {
    const body = await clients[upstream].getText({ url, parse: text });
    if (body === null) throw new UpstreamError(upstream, 'refused', `${what} was not found (404)`, 404);
    return body;
  };

  const plan: Record<SkinSourceFile, () => Promise<string | null>> = {
    contentMetadata: () => required(cdragon, `${base}/content-metadata.json`, 'content-metadata.json'),
    skins: () => required(cdragon, `${base}${CDRAGON_GAME_DATA}/skins.json`, 'skins.json'),
    pbeSkins: () => (pbe ? clients[cdragon].getText({ url: `${pbe}${CDRAGON_GAME_DATA}/skins.json`, parse: text }) : Promise.resolve(null)),
    championSummary: () => required(cdragon, `${base}${CDRAGON_GAME_DATA}/champion-summary.json`, 'champion-summary.json'),
    skinlines: () => required(cdragon, `${base}${CDRAGON_GAME_DATA}/skinlines.json`, 'skinlines.json'),
    wikiSkinData: () => required(wiki, options.wikiUrl, 'Module:SkinData/data'),
  };

  return {
    files: Object.keys(plan) as SkinSourceFile[],
    async fetchAll(onFile?: (done: number, total: number) => Promise<void> | void): Promise<SkinSourceFiles> {
      const names = Object.keys(plan) as SkinSourceFile[];
      let done = 0;
      const bodies = await Promise.all(
        names.map(async (name) => {
          const body = await plan[name]();
          await onFile?.(++done, names.length);
          return [name, body] as const;
        }),
      );
      return Object.fromEntries(bodies) as unknown as SkinSourceFiles;
    },
  };
}

export type SkinSourceClient = ReturnType<typeof createSkinSourceClient>;
