// CI's closing lines, from Vitest's JSON reports: the ten slowest test files of the whole run,
// then one line summed over every report, "tests: N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';

let passed = 0;
let failed = 0;
const files = [];
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  const run = path.basename(file, '.json');
  for (const result of report.testResults) {
    files.push({ seconds: (result.endTime - result.startTime) / 1000, name: `${run}: ${path.relative(process.cwd(), result.name)}` });
  }
}
console.log('slowest test files:');
for (const { seconds, name } of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
  console.log(`${seconds.toFixed(1).padStart(7)} s  ${name}`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
