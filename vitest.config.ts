import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { clientAliases, stableMantineIds } from './build/vite/client-resolve';
import { E2E_WORKERS } from './tests/helpers/e2e-workers';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/{engine,server,lint,shared,docs,build}/**/*.test.ts'],
        },
      },
      {
        plugins: [react(), stableMantineIds()],
        resolve: { alias: clientAliases },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/client-setup.ts'],
          // @rjsf/mantine imports 'dayjs/plugin/customParseFormat' without an extension, which Node's
          // ESM loader refuses; letting Vite transform it resolves the path as the build does.
          // react-tweet imports its CSS modules, which only Vite can load. Mantine goes through Vite
          // so stableMantineIds replaces its useId as in the builds.
          server: { deps: { inline: ['@rjsf/mantine', 'react-tweet', '@mantine/core', '@mantine/hooks'] } },
        },
      },
      {
        // The server suite again on a real PostgreSQL started by the global setup (npm run test:pg),
        // plus what only makes sense there: schema parity and two instances on one database.
        test: {
          name: 'pg',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/pg/**/*.test.ts'],
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
