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
    ['src/engine/x.ts', "import { y } from '../shared/envelope';"],
    ['src/engine/x.ts', "import { useState } from 'react';"],
    ['src/engine/x.ts', "import fs from 'node:fs';"],
    ['src/engine/x.ts', "import path from 'path';"],
    ['src/engine/x.ts', "import { Kysely } from 'kysely';"],
    ['src/engine/deep/x.ts', "import Fastify from 'fastify';"],
    ['src/shared/x.ts', "import { y } from '../client/lib/env';"],
    ['src/client/lib/x.ts', "import { buildApp } from '../../server/app';"],
    ['src/client/lib/x.ts', "const m = import('../../server/app');"],
    ['src/server/x.ts', "import { y } from '../client/main';"],
    ['src/server/x.ts', "import { MantineProvider } from '@mantine/core';"],
    ['src/client/features/home/x.ts', "import Page from '../not-found/NotFoundPage';"],
    ['src/client/features/home/x.ts', "export { default } from '../../features/not-found/NotFoundPage';"],
  ])('%s refuses %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['src/engine/x.ts', "import { create } from 'mathjs';"],
    ['src/engine/x.ts', "import { y } from './other';"],
    ['src/shared/x.ts', "import { y } from '../engine/x';"],
    ['src/server/x.ts', "import { y } from '../shared/envelope';"],
    ['src/server/x.ts', "import fs from 'node:fs';"],
    ['src/client/lib/x.ts', "import { y } from '../../shared/envelope';"],
    ['src/client/app/x.ts', "import Page from '../features/home/HomePage';"],
    ['src/client/features/home/x.ts', "import { y } from '../../components/PageMetaTags';"],
    ['src/client/features/home/x.ts', "import { y } from './HomePage';"],
  ])('%s allows %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
