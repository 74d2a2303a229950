import type { WikiSkin, WikiSkinData } from '../merge/source-types';
import { parseLuaData, type LuaValue } from './lua-table';

export class SourceShapeError extends Error {
  constructor(source: string, message: string) {
    super(`${source}: ${message}`);
    this.name = 'SourceShapeError';
  }
}

const isObject = (value: LuaValue | undefined): value is { [key: string]: LuaValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The wiki's Module:SkinData/data (Lua source) as the merge reads it:
 * {ChampionName: {id, skins: {SkinName: {...}}}}. A syntax error or a table of another shape
 * throws, naming the line or the champion, so a sync can say why it committed nothing.
 */
export function readWikiSkinData(lua: string): WikiSkinData {
  let data: LuaValue;
  try {
    data = parseLuaData(lua);
  } catch (error) {
    throw new SourceShapeError('wiki SkinData', `could not be read as Lua data (${(error as Error).message})`);
  }
  if (!isObject(data)) throw new SourceShapeError('wiki SkinData', 'the module does not return a table of champions');
  const out: WikiSkinData = {};
  for (const [champion, entry] of Object.entries(data)) {
    if (!isObject(entry) || typeof entry.id !== 'number' || !isObject(entry.skins)) {
      throw new SourceShapeError('wiki SkinData', `champion "${champion}" has no numeric id or no skins table`);
    }
    for (const [name, skin] of Object.entries(entry.skins)) {
      if (!isObject(skin)) throw new SourceShapeError('wiki SkinData', `skin "${champion} / ${name}" is not a table`);
    }
    out[champion] = { id: entry.id, skins: entry.skins as unknown as Record<string, WikiSkin> };
  }
  return out;
}
