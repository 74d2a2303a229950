import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig, ConfigError } from './env';
import { openDatabase, migrateToLatest } from './db/database';
import { startWhenDatabaseAnswers } from './operations/wait-for-database';
import { registerApp } from './app';
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

  // A broken game file stops the start (no backtrace). Under `npm run dev` the site starts without the
  // broken files instead, so /dashboard/games can show what is wrong while the file is being written.
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
  const app = await registerApp({
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
  // Started once the start is done (tests run jobs directly); paused while the database is away.
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

  // Listening before the database answers: not ready, then ready once it does (decision 0035).
  await app.listen({ port: config.port, host: config.host });
  try {
    await startWhenDatabaseAnswers({
      db,
      log: app.log,
      start: async () => {
        await migrateToLatest(db);
        await app.startWithDatabase((locked) => bootstrapOperator(locked, config.operator, app.log));
      },
    });
  } catch (error) {
    // A SIGTERM while waiting closes the app under the start: shutdown.ts ends the process.
    if (app.operations.lifecycle.draining) return;
    await app.close();
    throw error;
  }
  if (!app.operations.lifecycle.draining) runner.start();
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
