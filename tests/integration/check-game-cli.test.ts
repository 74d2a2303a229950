import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyOf } from '../helpers/game-files';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-check-cli-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Game = Record<string, unknown> & { api: string };

describe('npm run check:game from the command line', () => {
  it('exits non-zero from the command line, printing the sentence once', () => {
    const at = path.join(dir, 'clash-of-clans.json');
    const game = copyOf('clash-of-clans.json') as Game;
    game.api = 'banners';
    fs.writeFileSync(at, JSON.stringify(game));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-game.ts', at], { encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr.match(/clash-of-clans\.json:\d+:\d+: api: "banners" is taken by/g)).toHaveLength(1);
    expect(run.stderr).toMatch(/1 problem in 1 game file/);
  }, 30_000);
});
