import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints code as if it stood at a path in src/, with the project's real config.
const eslint = new ESLint({ cwd: path.resolve('.') });
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/boundaries').map((m) => m.message);
}

describe('dependency boundaries (npm run lint)', () => {
  // The first lint loads the config and the TypeScript parser: seconds on a busy machine.
  beforeAll(() => eslint.lintText('', { filePath: path.resolve('src/engine/warm-up.ts') }), 120_000);

  it.each([
    ['src/engine/x.ts', "import { y } from '../server/app';"],
    ['src/engine/x.ts', "import { y } from '../shared/api/envelope';"],
    ['src/engine/x.ts', "import { useState } from 'react';"],
    ['src/engine/x.ts', "import fs from 'node:fs';"],
    ['src/engine/x.ts', "import path from 'path';"],
    ['src/engine/x.ts', "import { Kysely } from 'kysely';"],
    ['src/engine/deep/x.ts', "import Fastify from 'fastify';"],
    ['src/shared/x.ts', "import { y } from '../client/lib/env';"],
    ['src/shared/x.ts', "import { y } from '../../scripts/operator';"],
    ['src/client/lib/x.ts', "import { buildApp } from '../../server/app';"],
    ['src/client/lib/x.ts', "const m = import('../../server/app');"],
    ['src/server/x.ts', "import { y } from '../client/main';"],
    ['src/server/x.ts', "import { MantineProvider } from '@mantine/core';"],
    ['src/client/features/home/x.ts', "import Page from '../not-found/NotFoundPage';"],
    ['src/client/features/home/x.ts', "export { default } from '../../features/not-found/NotFoundPage';"],
    // Server features never import each other, not even a type; app.ts composes them.
    ['src/server/dashboard/routes.ts', "import { createCalculatorService } from '../calculators/calculator-service';"],
    ['src/server/dashboard/routes.ts', "import type { Banner } from '../banners/repository';"],
    ['src/server/blog/deep/x.ts', "import { y } from '../../auth/sessions';"],
    ['src/server/calculators/x.ts', "export * from '../banners/routes';"],
    // Infrastructure (db, audit, http, site, upstream, jobs) does not reach into features either.
    ['src/server/db/x.ts', "import { seedBanners } from '../banners/seed';"],
    ['src/server/jobs/x.ts', "const m = import('../skins/sync-job');"],
  ])('%s refuses %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['src/engine/x.ts', "import { create } from 'mathjs';"],
    ['src/engine/x.ts', "import { y } from './other';"],
    ['src/shared/x.ts', "import { y } from '../engine/x';"],
    ['src/shared/x.ts', "import texts from '../../content/site-texts.json';"],
    ['src/server/x.ts', "import { y } from '../shared/api/envelope';"],
    ['src/server/x.ts', "import fs from 'node:fs';"],
    ['src/server/app.ts', "import { bannerRoutes } from './banners/routes';"],
    ['src/server/server.ts', "import { seedBanners } from './banners/seed';"],
    ['src/server/banners/routes.ts', "import { findWasteBanner } from './repository';"],
    ['src/server/banners/routes.ts', "import { recordAudit } from '../audit/audit-log';"],
    ['src/server/banners/routes.ts', "import { operatorOf } from '../http/operator-request';"],
    ['src/server/skins/x.ts', "import type { Db } from '../db/database';"],
    ['src/server/skins/x.ts', "import type { ServerConfig } from '../env';"],
    ['src/server/db/x.ts', "import { y } from '../audit/audit-log';"],
    ['src/client/lib/x.ts', "import { y } from '../../shared/api/envelope';"],
    ['src/client/app/x.ts', "import Page from '../features/home/HomePage';"],
    ['src/client/features/home/x.ts', "import { y } from '../../components/PageMetaTags';"],
    ['src/client/features/home/x.ts', "import { y } from './HomePage';"],
  ])('%s allows %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('file names (npm run lint)', () => {
  const nameErrors = async (file: string) => {
    const [result] = await eslint.lintText('export const x = 1;\n', { filePath: path.resolve(file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'local/file-names').map((m) => m.message);
  };

  it.each([
    'src/engine/priceOf.ts',
    'src/server/skins/Sync_Job.ts',
    'src/client/features/skins/skin_card.tsx',
    'tests/server/SkinRoutes.test.ts',
  ])('refuses %s', async (file) => {
    expect(await nameErrors(file)).toHaveLength(1);
  });

  it.each([
    'src/engine/price.ts',
    'src/client/features/skins/SkinCard.tsx',
    'src/client/app/router.tsx',
    'tests/server/skin-routes.test.ts',
  ])('allows %s', async (file) => {
    expect(await nameErrors(file)).toEqual([]);
  });
});
