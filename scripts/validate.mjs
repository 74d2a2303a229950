// `npm run validate`: the independent checks side by side (lint with formatting, typecheck,
// knip, unit and client tests), each one's output printed whole when it ends; then, only if all
// passed, the integration and browser tests (they start servers and need the machine to themselves).
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// lockfile: 'npm ci' refuses a lock that lacks any optional platform build, which 'npm install' can leave out silently.
const parallel = ['lockfile', 'lint', 'typecheck', 'knip', 'test'];
const afterwards = ['test:integration', 'test:e2e'];

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], { env: { ...process.env, FORCE_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n== ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds}s`);
      if (code !== 0 || process.env.VERBOSE) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(parallel.map(run));
const failed = parallel.filter((_, i) => !results[i]);
if (failed.length) {
  console.error(`\nvalidate: ${failed.join(', ')} failed; ${afterwards.join(' and ')} were not run.`);
  process.exit(1);
}
// One after the other: each starts processes of its own and needs the machine to itself.
for (const script of afterwards) if (!(await run(script))) process.exit(1);
console.log('\nvalidate: every check passed.');
