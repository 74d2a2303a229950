import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import { dataFileErrors } from '../../build/vite/data-file-errors';

const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'av-json-')), 'schemas', 'games');
fs.mkdirSync(dir, { recursive: true });
afterAll(() => fs.rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true }));
const bad = path.join(dir, 'valorant.json');
fs.writeFileSync(bad, '{\n  "id": "valorant"\n  "name": "Valorant"\n}\n');
const good = path.join(dir, 'fortnite.json');
fs.writeFileSync(good, '{ "id": "fortnite" }');

type Load = (this: unknown, id: string) => string | null;
const loadOf = (plugin: ReturnType<typeof dataFileErrors>) => plugin.load as unknown as Load;
// The sentence npm run check:game prints (with its fix), then the offending lines.
const EXPECTED =
  /^valorant\.json:3:3: is not valid JSON: Expected ',' or '}' after property value at ""name": "Valorant"". Fix: correct the JSON there \(.*\)\.\n {2}"id": "valorant"\n {2}"name": "Valorant"\n {2}\^$/;

describe('dataFileErrors, a game file that is not JSON in Vite', () => {
  it('stops a build with the file, line, column and the offending lines', () => {
    const plugin = dataFileErrors();
    let thrown: { message: string; loc: { file: string; line: number } } | undefined;
    const context = {
      error: (e: typeof thrown) => {
        thrown = e;
        throw new Error(e!.message);
      },
    };
    expect(() => loadOf(plugin).call(context, bad)).toThrow();
    expect(thrown!.message).toMatch(EXPECTED);
    expect(thrown!.loc).toMatchObject({ file: bad, line: 3 });
    expect(loadOf(plugin).call(context, good)).toBe('{ "id": "fortnite" }');
  });

  it('under the dev server, shows the overlay with the file as text and hands the registries null', () => {
    const plugin = dataFileErrors();
    const sent: { err: { message: string; loc: { file: unknown } } }[] = [];
    let connected = () => {};
    const ws = { send: (payload: never) => sent.push(payload), on: (_event: string, listener: () => void) => (connected = listener) };
    (plugin.configureServer as (s: ViteDevServer) => void)({ ws } as unknown as ViteDevServer);
    const warnings: string[] = [];
    expect(loadOf(plugin).call({ warn: (m: string) => warnings.push(m) }, bad)).toBe('null');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.err.message).toMatch(EXPECTED);
    expect(typeof sent[0]!.err.loc.file).toBe('string');
    expect(warnings).toHaveLength(1);
    // A page opened later is told as well, until the file parses again.
    connected();
    expect(sent).toHaveLength(2);
    fs.writeFileSync(bad, '{ "id": "valorant" }');
    loadOf(plugin).call({}, bad);
    connected();
    expect(sent).toHaveLength(2);
  });
});
