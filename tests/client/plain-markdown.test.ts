import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from '../../src/client/lib/plain-markdown';
import { clientAliases } from '../../build/vite/client-resolve';
import { describe, expect, it } from 'vitest';

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });

// The site's builds replace markdown-to-jsx with plain text (build/vite/client-resolve.ts).
describe('rjsf markdown stand-in', () => {
  it("is what the builds resolve rjsf's markdown-to-jsx import to", () => {
    const aliases = clientAliases as Array<{ find: RegExp; replacement: string }>;
    const alias = aliases.find(({ find }) => find.test('markdown-to-jsx/react'));
    expect(alias?.replacement).toBe(path.resolve('src/client/lib/plain-markdown.tsx'));
  });

  it('renders rjsf texts as they are, markup characters included', () => {
    const html = renderToStaticMarkup(createElement(Markdown, null, 'Unsupported field schema for `root`: *bad*'));
    expect(html).toBe('Unsupported field schema for `root`: *bad*');
  });

  it('is safe because no form turns on markdown descriptions or help', () => {
    const files = [...filesUnder('src'), ...filesUnder('schemas')].filter((file) => /\.(tsx?|json)$/.test(file));
    expect(files.length).toBeGreaterThan(50);
    const enabling = files.filter((file) => /enableMarkdownIn(Description|Help)/.test(fs.readFileSync(file, 'utf8')));
    expect(enabling).toEqual([]);
  });
});
