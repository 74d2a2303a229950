import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { clientAliases, fastStyleProps, stableMantineIds } from './build/vite/client-resolve';
import { E2E_WORKERS } from './tests/helpers/e2e-workers';

/**
 * What `npm run test:pg` runs on PostgreSQL: the tests whose outcome depends on the store (queries,
 * migrations, locks, transactions, revisions, jobs, the read cache's topic bumps, sessions and the
 * fuzz of every write route), plus tests/pg (schema parity, two instances, outages). The rest of the
 * server suite talks to the store only through these, so running it twice proved nothing new (decision 0043).
 */
const STORE_TESTS = [
  'tests/pg/**/*.test.ts',
  'tests/server/{db,revisions,jobs,read-cache,fuzz}/**/*.test.ts',
  'tests/server/{database,epoch-ms-migration,auth-session,auth-login,banners,calculators,dashboard}.test.ts',
  'tests/server/operations/health.test.ts',
  'tests/server/skins/{seed,skin-sync,skin-operator-api,catalogue-freshness,skin-collection-api}.test.ts',
  'tests/server/wasted-time/{lookup,refresh,leaderboard-routes,shared-matches-migration,standing,topic-bumps}.test.ts',
  'tests/server/ssr/page-cache-topics.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; most files wait on I/O as much as they compute,
    // so two run side by side nearly twice as fast (decision 0043). TEST_WORKERS overrides it.
    maxWorkers: Math.max(1, Number(process.env.TEST_WORKERS ?? 2)),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/{engine,server,lint,shared,docs,build}/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        // Tests that start whole processes (the real server, the CLIs, a SIGKILL mid-job, a full disk):
        // npm run test:integration, which CI runs after npm test.
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react(), stableMantineIds(), fastStyleProps()],
        resolve: { alias: clientAliases },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/client-setup.ts'],
          isolate: false,
          // @rjsf/mantine imports 'dayjs/plugin/customParseFormat' without an extension, which Node's
          // ESM loader refuses; letting Vite transform it resolves the path as the build does.
          // react-tweet imports its CSS modules, which only Vite can load. Mantine goes through Vite
          // so stableMantineIds replaces its useId as in the builds.
          server: { deps: { inline: ['@rjsf/mantine', 'react-tweet', '@mantine/core', '@mantine/hooks'] } },
        },
      },
      {
        // The store-dependent tests on a real PostgreSQL started by the global setup (npm run test:pg).
        test: {
          name: 'pg',
          environment: 'node',
          include: STORE_TESTS,
          globalSetup: ['tests/pg/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/e2e-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Files run side by side, one per worker; each worker has its own server and database
          // (tests/helpers/e2e-site.ts), each file its own browser.
          maxWorkers: E2E_WORKERS,
        },
      },
    ],
  },
});
