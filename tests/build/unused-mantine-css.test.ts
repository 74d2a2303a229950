import { describe, expect, it } from 'vitest';
import { dropUnusedMantineCss } from '../../build/vite/unused-mantine-css';

type File = { type: 'chunk'; fileName: string; code: string } | { type: 'asset'; fileName: string; source: string };
type Emitted = { fileName: string; source: string };
type GenerateBundle = (this: { emitFile: (file: Emitted) => void }, options: unknown, bundle: Record<string, File>) => Promise<void>;

const SHEET = [
  ':root{--mantine-color-body:#fff}',
  '.m_aaaaaaaa{color:red}',
  '.m_bbbbbbbb{color:blue}',
  '.m_aaaaaaaa .m_bbbbbbbb,.m_aaaaaaaa:hover{color:green}',
  '.site-frame{margin:0}',
  'a[data-active]{font-weight:700}',
].join('\n');

async function build(scripts: string[]) {
  const bundle: Record<string, File> = {
    'assets/style-ORIGINAL.css': { type: 'asset', fileName: 'assets/style-ORIGINAL.css', source: SHEET },
    'index.html': { type: 'asset', fileName: 'index.html', source: '<link rel="stylesheet" href="/assets/style-ORIGINAL.css">' },
  };
  scripts.forEach((code, i) => (bundle[`assets/chunk-${i}.js`] = { type: 'chunk', fileName: `assets/chunk-${i}.js`, code }));
  const emitted: Emitted[] = [];
  await (dropUnusedMantineCss().generateBundle as unknown as GenerateBundle).call({ emitFile: (file) => emitted.push(file) }, {}, bundle);
  return { bundle, emitted };
}

describe('dropUnusedMantineCss', () => {
  it('drops the rules of Mantine classes no chunk names, keeps every other selector, and renames the sheet where it is linked', async () => {
    const { bundle, emitted } = await build(['const classes={root:"m_aaaaaaaa"};', 'export {}']);
    expect(emitted).toHaveLength(1);
    const sheet = emitted[0]!;
    expect(sheet.fileName).toMatch(/^assets\/style-[\w-]{8}\.css$/);
    expect(sheet.fileName).not.toBe('assets/style-ORIGINAL.css');
    expect(sheet.source).toContain('.m_aaaaaaaa{color:red}');
    expect(sheet.source).toContain('.m_aaaaaaaa:hover');
    expect(sheet.source).not.toContain('m_bbbbbbbb');
    for (const kept of [':root', '.site-frame', 'a[data-active]']) expect(sheet.source).toContain(kept);
    expect(bundle['assets/style-ORIGINAL.css']).toBeUndefined();
    expect((bundle['index.html'] as { source: string }).source).toContain(`href="/${sheet.fileName}"`);
  });

  it('names a sheet by what it keeps: another cut, another name', async () => {
    const one = (await build(['"m_aaaaaaaa"'])).emitted[0]!;
    const both = (await build(['"m_aaaaaaaa"', '"m_bbbbbbbb"'])).emitted[0]!;
    expect(both.source).toContain('.m_bbbbbbbb{color:blue}');
    expect(both.fileName).not.toBe(one.fileName);
    expect((await build(['"m_aaaaaaaa"'])).emitted[0]!.fileName).toBe(one.fileName);
  });
});
