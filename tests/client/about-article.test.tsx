import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { AboutArticle, articleBody } from '../../src/client/components/rich-text/AboutArticle';
import { parseInline, parseMarkdown, safeHref } from '../../src/shared/rich-text/markdown-blocks';
import { SafeMarkdown } from '../../src/client/components/rich-text/SafeMarkdown';

// Every game file needs an article; the names come from the game files themselves.
const GAMES: Record<string, string> = Object.fromEntries(
  fs
    .readdirSync(path.resolve('schemas/games'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.resolve('schemas/games', f), 'utf8')) as { id: string; name: string })
    .map((g) => [g.id, g.name]),
);
const read = (id: string) => fs.readFileSync(path.resolve('content/about', `${id}.md`), 'utf8');
const words = (markdown: string) =>
  articleBody(markdown)
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('About articles', () => {
  it('exist for exactly the games of the registry', () => {
    const articles = fs.readdirSync(path.resolve('content/about')).map((f) => f.replace(/\.md$/, ''));
    expect(articles.sort()).toEqual(Object.keys(GAMES).sort());
  });

  it.each(Object.entries(GAMES))('%s has the heading "About %s Accounts" and 300–700 words', (id, name) => {
    const markdown = read(id);
    expect(markdown.split('\n')[0]).toBe(`# About ${name} Accounts`);
    expect(words(markdown)).toBeGreaterThanOrEqual(300);
    expect(words(markdown)).toBeLessThanOrEqual(700);
  });

  it('Valorant explains editions, level and agents, rank, Radianite and VP, with the average skin prices', () => {
    const text = read('valorant');
    for (const topic of ['Skin editions', 'Level and agents', 'Rank', 'Radianite and Valorant Points'])
      expect(text).toContain(`## ${topic}`);
    for (const [edition, vp] of [
      ['Select', 875],
      ['Deluxe', 1275],
      ['Premium', 1775],
      ['Exclusive', 2175],
      ['Ultra', 2475],
      ['Melee', 4350],
    ] as const) {
      expect(text).toContain(`**${edition}**: about ${vp} VP`);
    }
  });

  it('links only to routes of the site', () => {
    for (const id of Object.keys(GAMES)) {
      for (const [, href] of read(id).matchAll(/\]\(([^)]+)\)/g))
        expect(href).toMatch(/^\/(riot-points-to-usd|valorant-points-to-usd|v-bucks-to-usd)$/);
    }
  });

  it('renders the heading at once and the article when loaded, with lists and links', async () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <AboutArticle gameId="valorant" gameName="Valorant" />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'About Valorant Accounts' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Skin editions' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('about 4350 VP', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Valorant Points to USD converter' }).getAttribute('href')).toBe('/valorant-points-to-usd');
    expect(screen.getAllByRole('heading', { name: 'About Valorant Accounts' })).toHaveLength(1);
  });
});

describe('the safe Markdown subset', () => {
  it('reads headings, paragraphs, lists, emphasis and links', () => {
    expect(parseMarkdown('## Title\n\nOne\ntwo **bold** and *it*.\n\n- a\n- [b](/x)\n\n1. first\n2. second')).toEqual([
      { kind: 'heading', level: 2, children: [{ kind: 'text', text: 'Title' }] },
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', text: 'One two ' },
          { kind: 'strong', children: [{ kind: 'text', text: 'bold' }] },
          { kind: 'text', text: ' and ' },
          { kind: 'em', children: [{ kind: 'text', text: 'it' }] },
          { kind: 'text', text: '.' },
        ],
      },
      {
        kind: 'list',
        ordered: false,
        items: [[{ kind: 'text', text: 'a' }], [{ kind: 'link', href: '/x', children: [{ kind: 'text', text: 'b' }] }]],
      },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]] },
    ]);
  });

  it('never interprets HTML and drops unsafe link targets to text', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]);
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { kind: 'text', text: 'x' },
      { kind: 'text', text: ')' },
    ]);
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
  });

  it('renders HTML in an article as visible text, not markup', () => {
    const { container } = render(
      <MantineProvider>
        <MemoryRouter>
          <SafeProbe />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });
});

function SafeProbe() {
  return <SafeMarkdown source={'Hello <script>alert(1)</script> <img src=x>'} />;
}
