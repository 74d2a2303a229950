// `npm run operator -- set <username>`: sets an operator's key, read from standard input,
// in the database DATABASE_URL names (the same configuration the server reads).
//   echo "a new long key" | npm run operator -- set admin
import readline from 'node:readline';
import { readConfig, ConfigError } from '../src/server/env';
import { migrateToLatest, openDatabase } from '../src/server/db/database';
import { operatorInputProblem, setOperatorKey } from '../src/server/auth/operators';

const USAGE = 'Usage: npm run operator -- set <username>   (the key is read from standard input)';

async function readKey(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('New key (at least 8 characters), then Enter: ');
  const lines = readline.createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line.trim();
  }
  return '';
}

async function main(args: string[]): Promise<number> {
  const [command, username, ...rest] = args;
  if (command !== 'set' || !username || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = readConfig(process.env);
  const key = await readKey();
  const problem = operatorInputProblem(username, key);
  if (problem) {
    console.error(`${problem}. Nothing was changed.`);
    return 1;
  }
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const { created } = await setOperatorKey(db, username, key, 'cli');
    console.log(created ? `Operator "${username}" created.` : `Key of operator "${username}" replaced; its sessions were signed out.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : `Could not set the key: ${String(error)}`);
    process.exitCode = 1;
  },
);
