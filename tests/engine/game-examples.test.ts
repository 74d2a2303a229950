import { describe, expect, it } from 'vitest';
import { priceOf } from '../../src/engine/price';
import { FIXTURE_GAMES_DIR, GAMES_DIR, readGameFiles, registryWithFixture } from '../helpers/game-files';

// Every `examples` entry of every game file (and the fixture game): a new file needs no new test.
const cases = registryWithFixture.games.flatMap((game) =>
  game.examples.map((example, index) => ({ game, example, name: `${game.id} #${index + 1}` })),
);

describe('game file examples', () => {
  it('covers every game with at least one example', () => {
    // Every file of the folders is in the registry: counted from the folders, never a number to keep up to date.
    const files = Object.keys({ ...readGameFiles(GAMES_DIR), ...readGameFiles(FIXTURE_GAMES_DIR) });
    expect(registryWithFixture.games.map((game) => `${game.id}.json`).sort()).toEqual(files.sort());
    for (const game of registryWithFixture.games) expect(game.examples.length).toBeGreaterThan(0);
  });

  it.each(cases)('$name prices as written in the file', ({ game, example }) => {
    const result = priceOf(game, game.defaults, example.inputs);
    expect(result.price).toBe(example.price);
    expect(result.market).toBe(Math.round(example.price * game.defaults.market * 100) / 100);
  });
});
