import type { SkinSourceFiles } from '../../upstream/skin-sources/skin-source-client';
import type { CatalogueSources, CdragonChampion, CdragonSkin, CdragonSkinline } from '../merge/source-types';
import { SourceShapeError } from './wiki-skindata';

function json(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SourceShapeError(`CommunityDragon ${file}`, `is not complete JSON (${(error as Error).message})`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** skins.json: {"<id>": {id, name, isBase, ...}}; every entry must have a numeric id and a name. */
function skinMap(file: string, text: string): Record<string, CdragonSkin> {
  const data = json(file, text);
  if (!isRecord(data)) throw new SourceShapeError(`CommunityDragon ${file}`, 'is not an object of skins by id');
  for (const [key, skin] of Object.entries(data)) {
    if (!isRecord(skin) || typeof skin.id !== 'number' || typeof skin.name !== 'string') {
      throw new SourceShapeError(`CommunityDragon ${file}`, `entry "${key}" has no numeric id or no name`);
    }
  }
  return data as Record<string, CdragonSkin>;
}

function list<T>(file: string, text: string): T[] {
  const data = json(file, text);
  if (!Array.isArray(data) || data.some((item) => !isRecord(item) || typeof item.id !== 'number' || typeof item.name !== 'string')) {
    throw new SourceShapeError(`CommunityDragon ${file}`, 'is not a list of entries with an id and a name');
  }
  return data as T[];
}

/** '16.16.8049184' → '16.16': the patch folder image paths are served from. */
function patchOf(text: string): string {
  const data = json('content-metadata.json', text);
  const version = isRecord(data) ? data.version : undefined;
  const match = typeof version === 'string' ? /^(\d+\.\d+)/.exec(version) : null;
  if (!match) throw new SourceShapeError('CommunityDragon content-metadata.json', 'has no version like 16.16.8049184');
  return match[1]!;
}

export function readCdragonFiles(files: SkinSourceFiles): Omit<CatalogueSources, 'wiki'> {
  return {
    patch: patchOf(files.contentMetadata),
    skins: skinMap('skins.json', files.skins),
    pbeOnly: files.pbeSkins === null ? {} : skinMap('PBE skins.json', files.pbeSkins),
    champions: list<CdragonChampion>('champion-summary.json', files.championSummary),
    skinlines: list<CdragonSkinline>('skinlines.json', files.skinlines),
  };
}
