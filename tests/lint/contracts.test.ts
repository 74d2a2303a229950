import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file under a folder, with its text. */
function sources(dir: string): { file: string; text: string }[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
}

describe('one way to an API path (decision 0024)', () => {
  it('the client reaches the API only through the typed helper', () => {
    const offenders = sources('src/client')
      .filter(({ file }) => !file.endsWith(path.join('lib', 'api-client.ts')))
      .filter(({ text }) => /\bfetch\(|apiRequest|['"`]\/api\//.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('no server feature registers a route with a path written out (features mount endpoint values)', () => {
    const registration = /\.(get|post|put|patch|delete|all|head)\(\s*['"`]\/|\broute\(\{[^}]*\burl:\s*['"`]\//s;
    // site and seo serve files (pages, robots.txt, sitemaps, icons, share images), not API endpoints.
    const infrastructure = ['site', 'http', 'seo'].map((dir) => path.join('src', 'server', dir) + path.sep);
    const offenders = sources('src/server')
      .filter(({ file }) => !infrastructure.some((dir) => file.startsWith(dir)) && path.basename(file) !== 'app.ts')
      .filter(({ text }) => registration.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});

describe('the browser reads routes, the server reads schemas (decision 0042)', () => {
  const contracts = sources('src/shared/api');

  it('no route module of src/shared/api loads TypeBox or a schemas module (types only)', () => {
    const valueImport = /^import\s+(?!type\b)[^;]*from\s+'(typebox|[^']*\.schemas)'/m;
    const offenders = contracts.filter(({ file, text }) => !file.endsWith('.schemas.ts') && valueImport.test(text));
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });

  // The first lint of a file loads the config and the TypeScript parser: seconds on a busy machine.
  it('ESLint refuses a value import of TypeBox or a schemas module in the browser code', { timeout: 60_000 }, async () => {
    const { ESLint } = await import('eslint');
    const eslint = new ESLint();
    const [result] = await eslint.lintText(
      "import { Type } from 'typebox';\nimport type { Static } from 'typebox';\nimport { SearchReply } from '../../shared/api/skins.schemas';\nexport const x: Static<typeof SearchReply> = Type.String() as never;\n",
      { filePath: 'src/client/lib/probe.ts' },
    );
    const refused = result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.line);
    expect(refused).toEqual([1, 3]);
  });
});
