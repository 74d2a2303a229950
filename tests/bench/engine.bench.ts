import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { BenchRow, BenchSuite } from './harness';
import { median } from './harness';
import { compileFormula, formulaOf } from '../../src/engine/formula';
import { priceOf } from '../../src/engine/price';
import { createGameRegistry } from '../../src/engine/game-registry';
import { createGameFileCheck } from '../../src/engine/game-file-check';

const dir = fileURLToPath(new URL('../../schemas/games/', import.meta.url));
const files = Object.fromEntries(
  fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .map((n) => [n, JSON.parse(fs.readFileSync(dir + n, 'utf8')) as unknown]),
);

/** Microseconds per call: the median over `batches` batches of `calls` calls (one batch timed as a whole). */
function perCall(fn: () => unknown, batches: number, calls: number): number {
  for (let i = 0; i < calls * 5; i++) fn();
  const times: number[] = [];
  for (let b = 0; b < batches; b++) {
    const start = performance.now();
    for (let i = 0; i < calls; i++) fn();
    times.push(((performance.now() - start) * 1000) / calls);
  }
  return median(times);
}

const suite: BenchSuite = {
  title: 'Calculator engine',
  async run() {
    const rows: BenchRow[] = [];
    const registry = createGameRegistry(files);
    for (const game of registry.games) {
      formulaOf(game);
      // The richest example of the file: the figures a visitor would typically enter.
      const inputs = [...game.examples].sort((a, b) => Object.keys(b.inputs).length - Object.keys(a.inputs).length)[0]!.inputs;
      const value = perCall(() => priceOf(game, game.defaults, inputs), 41, 2000);
      // Timings scale with whatever else the machine runs; the load is printed with them.
      rows.push({
        name: `priceOf ${game.id} (after compile)`,
        value,
        unit: 'µs',
        budget: 5,
        note: `median of 41 batches of 2000 calls; load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
      });
    }
    for (const game of registry.games) {
      rows.push({
        name: `compile formula ${game.id}`,
        value: perCall(() => compileFormula(game.formula, game.inputs), 21, 50),
        unit: 'µs',
        note: 'mathjs parse + sandbox check + mathjs compile of each term, once per game; median of 21 batches of 50',
      });
    }
    const metaSchema = JSON.parse(
      fs.readFileSync(fileURLToPath(new URL('../../schemas/game.schema.json', import.meta.url)), 'utf8'),
    ) as object;
    const check = createGameFileCheck(metaSchema);
    const all = perCall(
      () => {
        for (const [name, data] of Object.entries(files)) check(name, data);
      },
      11,
      5,
    );
    rows.push({
      name: 'full check of all game files (server start)',
      value: all / 1000,
      unit: 'ms',
      note: 'meta-schema, defaults, formulas; median of 11 batches of 5',
    });
    return rows;
  },
};
export default suite;
