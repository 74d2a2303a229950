// `npm run restore -- <file>`: puts a backup in place of the SQLite database, with every server stopped
// (decision 0030). On PostgreSQL it prints the pg_restore command for DATABASE_URL instead.
import { readConfig, ConfigError } from '../src/server/env';
import { BackupError, postgresCommands, restoreSqlite } from '../src/server/db/backup';
import { DatabaseInUseError } from '../src/server/db/instance-lock';

const USAGE = 'Usage: npm run restore -- <file>   (stop every server first)';

function main(args: string[]): number {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const { database } = readConfig(process.env);
  if (database.kind === 'postgres') {
    console.log(
      `The database is PostgreSQL: with the site stopped, restore it with pg_restore, in the environment that sets DATABASE_URL:\n\n  ${postgresCommands(file).restore}`,
    );
    return 0;
  }
  const restored = restoreSqlite(database.file, file);
  console.log(`Restored ${database.file} from ${file}: ${restored.tables} tables, schema ${restored.schema}.`);
  if (restored.previous) console.log(`The database it replaced is kept as ${restored.previous}.`);
  console.log('Start the site: it applies any newer migrations at start.');
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (error instanceof BackupError || error instanceof DatabaseInUseError || error instanceof ConfigError)
    console.error(`${error instanceof ConfigError ? 'Configuration error: ' : ''}${error.message} Nothing was changed.`);
  else console.error(`The restore failed: ${String(error)}. Nothing was changed.`);
  process.exitCode = 1;
}
