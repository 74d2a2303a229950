import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFeature } from '../../../src/server/auth/feature';
import { gameFilesFeature } from '../../../src/server/game-files/feature';
import { signIn } from '../../helpers/operator-session';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { GAMES_DIR } from '../../helpers/game-files';

let t: TestApp;
let cookie: string;
let gamesDir: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'av-author-'));
beforeAll(async () => {
  // A copy of schemas/, edited as an author would while the site runs.
  fs.cpSync(path.dirname(GAMES_DIR), path.join(tmp, 'schemas'), { recursive: true });
  gamesDir = path.join(tmp, 'schemas', 'games');
  t = await createTestApp({ features: [authFeature, gameFilesFeature], settings: { gameFiles: { gamesDir } } });
  cookie = await signIn(t.app, t.db);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const read = async () => {
  const reply = await t.app.inject({ method: 'GET', url: '/api/auth/game-files', headers: { cookie } });
  expect(reply.statusCode).toBe(200);
  return reply.json().response as {
    files: { file: string; game: { id: string } | null; problems: { sentence: string; line: number | null }[] }[];
  };
};

describe('GET /api/auth/game-files, the author preview', () => {
  it('needs the operator session', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/auth/game-files' });
    expect(reply.statusCode).toBe(401);
  });

  it('follows the files on disk without a restart: problems appear and go as the author saves', async () => {
    const files = fs.readdirSync(gamesDir).filter((f) => f.endsWith('.json'));
    const first = await read();
    expect(first.files.map((f) => f.file)).toEqual(files.sort());
    expect(first.files.flatMap((f) => f.problems)).toEqual([]);

    const file = path.join(gamesDir, 'overwatch.json');
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, original.replace('"max": 999999', '"max": 999999,,'));
    const broken = (await read()).files.find((f) => f.file === 'overwatch.json')!;
    expect(broken.game).toBeNull();
    expect(broken.problems).toEqual([
      expect.objectContaining({ sentence: expect.stringMatching(/^overwatch\.json:\d+:\d+: is not valid JSON/), line: expect.any(Number) }),
    ]);

    const game = JSON.parse(original) as { defaults: { credits: { value: number } } };
    game.defaults.credits.value = 5_000_000;
    fs.writeFileSync(file, JSON.stringify(game, null, 2));
    const wrong = (await read()).files.find((f) => f.file === 'overwatch.json')!;
    expect(wrong.game?.id).toBe('overwatch');
    expect(wrong.problems.map((p) => p.sentence)).toEqual([
      expect.stringMatching(/defaults\.credits\.value: 5000000 is outside the bounds/),
    ]);

    fs.writeFileSync(file, original);
    expect((await read()).files.flatMap((f) => f.problems)).toEqual([]);
  });
});
