// `npm run check:game -- [file…]`: the game files' full check in a second or two, without a build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkGames, describeProblems } from '../src/server/game-files/check-games';

const root = fileURLToPath(new URL('../', import.meta.url));
const files = process.argv.slice(2).map((file) => path.resolve(file));
const { problems, checked } = await checkGames({ root, files });
// From the process's start, loading included: what the author waits for.
const seconds = process.uptime().toFixed(1);
if (problems.length) {
  console.error(describeProblems(problems));
  console.error(
    `\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${checked} game file${checked === 1 ? '' : 's'} (${seconds} s).`,
  );
  process.exitCode = 1;
} else {
  console.log(`${checked} game file${checked === 1 ? '' : 's'} checked, no problem (${seconds} s).`);
}
