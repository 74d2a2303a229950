import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig, ConfigError } from './env';
import { databaseHealth, openDatabase, migrateToLatest, pingDatabase } from './db/database';
import { startWhenDatabaseAnswers } from './operations/wait-for-database';
import { databaseFault } from './db/database-fault';
import { withStartupLock } from './db/startup-lock';
import { buildApp } from './app';
import { loadConverterRegistry } from './data-files';
import { checkGames, describeProblems } from './game-files/check-games';
import { createGameRegistry } from '../engine/game-registry';
import { bootstrapOperator } from './auth/bootstrap';
import { createJobRunner } from './jobs/job-runner';
import { holdInstanceLock } from './db/instance-lock';
import { bufferedStdout } from './operations/log-destination';
import { gracefulShutdown } from './operations/shutdown';
import { loadSsrEntry } from './site/site-routes';
import { loadLocalPosts } from './blog/local-posts';

// Two levels up from both src/server/server.ts and the bundled dist/server/server.js.
const root = fileURLToPath(new URL('../../', import.meta.url));

async function main(): Promise<void> {
  let config;
  try {
    config = readConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  // A broken converter file stops the start here with one line naming the file and the field.
  let converters;
  let localPosts;
  try {
    converters = loadConverterRegistry(path.join(root, 'schemas', 'converters'));
    localPosts = config.contentful ? undefined : loadLocalPosts(path.join(root, 'content', 'blog'), path.join(root, 'public'));
  } catch (error) {
    console.error(`Data file error: ${(error as Error).message}`);
    process.exit(1);
  }

  // A broken game file stops the start with the sentences `npm run check:game` prints (no backtrace).
  // Under `npm run dev` (NODE_ENV=development) the site starts without the broken files instead, so
  // the author page (/dashboard/games) can show what is wrong while the file is being written.
  const gameCheck = await checkGames({ root });
  let games = gameCheck.registry;
  if (!games) {
    const report = `Game file check failed:\n${describeProblems(gameCheck.problems)}\nRun \`npm run check:game\` after each change.`;
    if (process.env.NODE_ENV !== 'development') {
      console.error(report);
      process.exit(1);
    }
    console.warn(`${report}\nStarting without those files (development); see /dashboard/games.`);
    const broken = new Set(gameCheck.problems.map((problem) => problem.file));
    games = createGameRegistry(Object.fromEntries([...gameCheck.games].filter(([file]) => !broken.has(file))));
  }

  // SQLite: a lock held while the server runs, so `npm run restore` refuses to replace the file under it.
  const instanceLock = config.database.kind === 'sqlite' ? holdInstanceLock(config.database.file) : null;
  const db = openDatabase(config.database);

  // React chooses its development or production build from NODE_ENV when it is first imported,
  // which is by the server-rendering entry just below: a server is production unless told otherwise.
  process.env.NODE_ENV ??= 'production';
  const ssr = await loadSsrEntry(path.join(root, 'dist', 'ssr', 'entry-server.js'));
  const version = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const logDestination = bufferedStdout();
  // With the database away the instance still starts: not ready, then ready once it answers (decision 0035).
  const { value: app, release } = await startWhenDatabaseAnswers({
    health: databaseHealth(db),
    listen: { port: config.port, host: config.host },
    logger: { level: config.logLevel, stream: logDestination },
    start: async () => {
      await pingDatabase(db, 3000);
      await migrateToLatest(db);
      const built = await buildApp({
        config,
        logDestination,
        db,
        games,
        converters,
        settings: { blog: { localPosts } },
        clientDir: path.join(root, 'dist', 'client'),
        ssr,
        version,
        warmShareImages: true,
      });
      // Built once: the database going away again here is waited out, not answered with a second app.
      for (;;) {
        try {
          await withStartupLock(db, (locked) => bootstrapOperator(locked, config.operator, built.log));
          return built;
        } catch (error) {
          if (!databaseFault(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
    },
  });
  // Background jobs run beside the API; buildApp never starts them (tests run jobs directly). They pause while the database is away.
  const runner = createJobRunner({
    db,
    jobs: app.jobs,
    log: app.log,
    onRun: app.operations.metrics.jobRun,
    databaseAvailable: () => app.operations.database.health.state !== 'unavailable',
  });
  if (!config.riotApiKey) app.log.warn('RIOT_API_KEY is not set: player lookups are off (stored players and the leaderboard still work)');

  const shutdown = gracefulShutdown({
    app,
    runner,
    graceSeconds: config.shutdownGraceSeconds,
    exit: (code) => {
      instanceLock?.release();
      process.exit(code);
    },
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await release();
  await app.listen({ port: config.port, host: config.host });
  runner.start();
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
