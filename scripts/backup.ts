// `npm run backup -- <file>`: a consistent copy of the SQLite database while the site runs (decision 0030).
// On PostgreSQL it prints the pg_dump command for DATABASE_URL instead.
import { readConfig, ConfigError } from '../src/server/env';
import { BackupError, backupSqlite, postgresCommands } from '../src/server/db/backup';

const USAGE = 'Usage: npm run backup -- <file>   (a new file: a backup never overwrites one)';

async function main(args: string[]): Promise<number> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const { database } = readConfig(process.env);
  if (database.kind === 'postgres') {
    const { backup, restore } = postgresCommands(file);
    console.log(`The database is PostgreSQL: back it up with pg_dump, in the environment that sets DATABASE_URL:\n\n  ${backup}\n`);
    console.log(`and restore it, with the site stopped, with:\n\n  ${restore}`);
    return 0;
  }
  const copy = await backupSqlite(database.file, file);
  console.log(
    `Backed up ${database.file} to ${copy.file}: ${copy.bytes} bytes, ${copy.tables} tables, schema ${copy.schema}, integrity check ok.`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError)
      console.error(`${error instanceof ConfigError ? 'Configuration error: ' : ''}${error.message} Nothing was written.`);
    else console.error(`The backup failed: ${String(error)}. Nothing was written.`);
    process.exitCode = 1;
  },
);
