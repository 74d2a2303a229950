import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sourceTexts } from './source-files';

const GAME_DATA = '/plugins/rcp-be-lol-game-data/global/default/v1';
export const WIKI_PATH = '/en-us/Module:SkinData/data';

/** How the fake answers; every field is optional and they combine. */
export interface SourceVariant {
  /** Skin ids whose client name gets ' (Remastered)' appended. */
  renamed?: number[];
  /** Wiki release dates to change: {Champion, Skin, from, to}. */
  redated?: { champion: string; skin: string; from: string; to: string }[];
  /** Wiki rows to add (a skin the older wiki copy lacks): {Champion, skin name, number, release, cost}. */
  wikiAdded?: { champion: string; skin: string; number: number; release: string; cost: number }[];
  /** Skin ids left out of skins.json. */
  removed?: number[];
  /** New skins: a copy of `like` under a new id and name. */
  added?: { id: number; name: string; like: number }[];
  /** Keep only this share of skins.json (the 90% guard). */
  keepShare?: number;
  /** Cut this file's body in half. */
  truncate?: 'skins' | 'wiki';
  /** Answer every request with this status (503: the source is down). */
  status?: number;
  /** Wait this long before answering. */
  delayMs?: number;
  /** The wiki's reply waits until this resolves (a run held mid-fetch). */
  holdWiki?: Promise<void>;
}

export interface FakeSkinSources {
  cdragonUrl: string;
  wikiUrl: string;
  /** Requests seen, by path. */
  requests: string[];
  setVariant(variant: SourceVariant): void;
  close(): Promise<void>;
}

function skinsJson(variant: SourceVariant): string {
  const base = sourceTexts().skins;
  if (!variant.renamed && !variant.removed && !variant.added && !variant.keepShare) return base;
  const skins = JSON.parse(base) as Record<string, { id: number; name: string; isBase?: boolean }>;
  for (const id of variant.renamed ?? []) skins[id]!.name += ' (Remastered)';
  for (const id of variant.removed ?? []) delete skins[id];
  for (const skin of variant.added ?? []) skins[skin.id] = { ...skins[skin.like]!, id: skin.id, name: skin.name };
  if (variant.keepShare !== undefined) {
    const ids = Object.keys(skins);
    for (const id of ids.slice(Math.floor(ids.length * variant.keepShare))) delete skins[id];
  }
  return JSON.stringify(skins);
}

function wikiLua(variant: SourceVariant): string {
  let lua = sourceTexts().wikiLua;
  for (const change of variant.redated ?? []) {
    const champion = lua.indexOf(`["${change.champion}"] = {`);
    const skin = lua.indexOf(`["${change.skin}"] = {`, champion);
    const release = lua.indexOf(`["release"] = "${change.from}"`, skin);
    if (champion < 0 || skin < 0 || release < 0)
      throw new Error(`fake wiki: no ${change.champion} / ${change.skin} released ${change.from}`);
    lua = `${lua.slice(0, release)}["release"] = "${change.to}"${lua.slice(release + `["release"] = "${change.from}"`.length)}`;
  }
  for (const row of variant.wikiAdded ?? []) {
    const champion = lua.indexOf(`["${row.champion}"] = {`);
    const skins = lua.indexOf('["skins"] = {', champion);
    if (champion < 0 || skins < 0) throw new Error(`fake wiki: no champion ${row.champion}`);
    const at = skins + '["skins"] = {'.length;
    const entry = `\n      ["${row.skin}"] = { ["id"] = ${row.number}, ["cost"] = ${row.cost}, ["release"] = "${row.release}", ["availability"] = "Limited" },`;
    lua = `${lua.slice(0, at)}${entry}${lua.slice(at)}`;
  }
  return lua;
}

const half = (text: string) => text.slice(0, Math.floor(text.length / 2));

/**
 * CommunityDragon (`/latest/...`, `/pbe/...`) and the wiki's raw module on 127.0.0.1, serving
 * the real files of tests/fixtures/skin-sources, or a variant of them: a renamed, redated,
 * removed or new skin, far fewer skins, a truncated body, an error status, a slow or held reply.
 */
export async function startFakeSkinSources(initial: SourceVariant = {}): Promise<FakeSkinSources> {
  let variant = initial;
  const requests: string[] = [];
  const texts = sourceTexts();

  const body = (path: string): string | null => {
    if (path === '/latest/content-metadata.json') return JSON.stringify({ version: '16.16.8049184' });
    if (path === `/latest${GAME_DATA}/skins.json`) return variant.truncate === 'skins' ? half(skinsJson(variant)) : skinsJson(variant);
    if (path === `/pbe${GAME_DATA}/skins.json`) return texts.pbeSkins;
    if (path === `/latest${GAME_DATA}/champion-summary.json`) return texts.championSummary;
    if (path === `/latest${GAME_DATA}/skinlines.json`) return texts.skinlines;
    if (path === WIKI_PATH) return variant.truncate === 'wiki' ? half(wikiLua(variant)) : wikiLua(variant);
    return null;
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url.pathname);
    const current = variant;
    const answer = async () => {
      if (current.delayMs) await new Promise((resolve) => setTimeout(resolve, current.delayMs));
      if (url.pathname === WIKI_PATH && current.holdWiki) await current.holdWiki;
      if (current.status) {
        res.writeHead(current.status, { 'Content-Type': 'text/plain' }).end('Service Unavailable');
        return;
      }
      const text = body(url.pathname);
      if (text === null) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
        return;
      }
      const type = url.pathname === WIKI_PATH ? 'text/x-wiki; charset=UTF-8' : 'application/json';
      res.writeHead(200, { 'Content-Type': type }).end(text);
    };
    answer().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    cdragonUrl: `${origin}/latest`,
    wikiUrl: `${origin}${WIKI_PATH}?action=raw`,
    requests,
    setVariant: (next) => {
      variant = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
