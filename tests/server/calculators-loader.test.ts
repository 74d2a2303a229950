import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadGameRegistry } from '../../src/server/data-files';
import { SPEC_GAMES, specOnly } from '../fixtures/spec-games';

const SCHEMAS = fileURLToPath(new URL('../../schemas/', import.meta.url));
let dir: string | null = null;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = null;
});

/** A temporary schemas/ folder: the meta-schema and a copy of the game files. */
function copySchemas(): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-games-'));
  fs.copyFileSync(path.join(SCHEMAS, 'game.schema.json'), path.join(dir, 'game.schema.json'));
  fs.cpSync(path.join(SCHEMAS, 'games'), path.join(dir, 'games'), { recursive: true });
  return path.join(dir, 'games');
}

describe('loadGameRegistry (server start)', () => {
  it('loads every game file, the spec games in menu order', () => {
    const games = loadGameRegistry(path.join(SCHEMAS, 'games')).games;
    expect(specOnly(games).map((g) => g.id)).toEqual(SPEC_GAMES.map((g) => g.id));
    expect(games.length).toBe(fs.readdirSync(path.join(SCHEMAS, 'games')).filter((f) => f.endsWith('.json')).length);
  });

  it('fails naming the file and the field when a game file is broken', () => {
    const games = copySchemas();
    const file = path.join(games, 'apex-legends.json');
    const apex = JSON.parse(fs.readFileSync(file, 'utf8')) as { inputs: { max?: unknown }[] };
    apex.inputs[1]!.max = 5.5;
    fs.writeFileSync(file, JSON.stringify(apex));
    expect(() => loadGameRegistry(games)).toThrow('apex-legends.json: field "inputs/1/max" must be integer');
  });

  it('fails naming the file when it is not JSON, and when a formula calls a forbidden function', () => {
    const games = copySchemas();
    fs.writeFileSync(path.join(games, 'genshin-impact.json'), '{ "id": "genshin-impact", ');
    expect(() => loadGameRegistry(games)).toThrow(/^genshin-impact\.json:1:27: is not readable JSON/);
    fs.copyFileSync(path.join(SCHEMAS, 'games', 'genshin-impact.json'), path.join(games, 'genshin-impact.json'));
    const file = path.join(games, 'overwatch.json');
    const overwatch = JSON.parse(fs.readFileSync(file, 'utf8')) as { formula: string };
    overwatch.formula += ' + createUnit("coin")';
    fs.writeFileSync(file, JSON.stringify(overwatch));
    expect(() => loadGameRegistry(games)).toThrow('overwatch.json: field "formula" function "createUnit" is not allowed');
  });
});
