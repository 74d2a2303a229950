// Runs every tests/bench/*.bench.ts suite (or those named on the command line) and prints a table.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchRow, BenchSuite } from './harness';

const dir = path.dirname(new URL(import.meta.url).pathname);
const only = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (only.length === 0 || only.some((o) => f.includes(o))))
  .sort();

const format = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 1 ? n.toFixed(2) : n.toPrecision(3));
let over = 0;
function verdictOf(row: BenchRow): string {
  if (row.atLeast !== undefined) {
    return row.value >= row.atLeast ? `  ok (goal >= ${format(row.atLeast)})` : `  UNDER (goal >= ${format(row.atLeast)})`;
  }
  if (row.budget === undefined) return '';
  return row.value <= row.budget ? `  ok (goal <= ${format(row.budget)})` : `  OVER (goal <= ${format(row.budget)})`;
}
for (const file of files) {
  const suite = (await import(pathToFileURL(path.join(dir, file)).href)).default as BenchSuite;
  if (suite.onlyWhenNamed && only.length === 0) continue;
  console.log(`\n## ${suite.title} (${file})`);
  const rows: BenchRow[] = await suite.run();
  for (const row of rows) {
    const verdict = verdictOf(row);
    if (verdict.startsWith('  OVER') || verdict.startsWith('  UNDER')) over++;
    console.log(
      `${row.name.padEnd(52)} ${format(row.value).padStart(10)} ${row.unit.padEnd(6)}${verdict}${row.note ? `  [${row.note}]` : ''}`,
    );
  }
}
console.log(over ? `\n${over} figure(s) missing their goal.` : '\nAll figures within their goals.');
