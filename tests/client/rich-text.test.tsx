import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { SWRConfig } from 'swr';
import type { Document } from '@contentful/rich-text-types';
import { RichText } from '../../src/client/components/rich-text/RichText';
import { markdownToDocument } from '../../src/shared/rich-text/markdown-document';
import { SiteOriginProvider } from '../../src/client/lib/site-origin';
import { fakeTweet } from '../fakes/syndication/fake-syndication';

afterEach(() => vi.unstubAllGlobals());

const SITE = 'https://accountvalue.example';

const draw = (document: Document, fallback: Record<string, unknown> = {}) =>
  render(
    <SiteOriginProvider origin={SITE}>
      <MantineProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, fallback }}>
          <MemoryRouter>
            <RichText document={document} topLevel={2} />
          </MemoryRouter>
        </SWRConfig>
      </MantineProvider>
    </SiteOriginProvider>,
  );

const link = (uri: string, text: string): Document =>
  ({
    nodeType: 'document',
    data: {},
    content: [
      {
        nodeType: 'paragraph',
        data: {},
        content: [{ nodeType: 'hyperlink', data: { uri }, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] }],
      },
    ],
  }) as Document;

describe('the rich-text renderer', () => {
  it('turns a YouTube link into a 540 px privacy-enhanced player, lazy, with a title', () => {
    const { container } = draw(link('https://www.youtube.com/watch?v=jNQXAC9IVRw', 'Me at the zoo'));
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/jNQXAC9IVRw');
    expect(frame.getAttribute('height')).toBe('540');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('title')).toBe('Me at the zoo');
    expect(container.querySelector('p iframe')).toBeNull();
  });

  it('keeps a look-alike host an ordinary link in a new tab', () => {
    draw(link('https://youtube.com.evil.example/watch?v=jNQXAC9IVRw', 'not a video'));
    const anchor = screen.getByRole('link', { name: 'not a video' });
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('drops javascript: links but keeps their words', () => {
    const { container } = draw(link('javascript:alert(1)', 'click me'));
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('click me');
  });

  it('keeps site paths in the app (no new tab)', () => {
    draw(link('/wasted-time-lol', 'the lookup'));
    const anchor = screen.getByRole('link', { name: 'the lookup' });
    expect(anchor.getAttribute('href')).toBe('/wasted-time-lol');
    expect(anchor.getAttribute('target')).toBeNull();
  });

  it.each([
    ['https://www.leagueoflegends.com/en-gb/news/', 'the patch notes'],
    ['http://wiki.example.org/Skins', 'the wiki'],
    ['mailto:editor@accountvalue.example', 'write to us'],
  ])('opens %s, not one of our pages, in a new tab with rel="noopener noreferrer"', (uri, text) => {
    draw(link(uri, text));
    const anchor = screen.getByRole('link', { name: text });
    expect(anchor.getAttribute('href')).toBe(uri);
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("keeps a full address of one of this site's pages in the tab, as a site path", () => {
    draw(link(`${SITE}/lol-skins?sort=new#top`, 'the catalogue'));
    const anchor = screen.getByRole('link', { name: 'the catalogue' });
    expect(anchor.getAttribute('href')).toBe('/lol-skins?sort=new#top');
    expect(anchor.getAttribute('target')).toBeNull();
    expect(anchor.getAttribute('rel')).toBeNull();
  });

  it('turns an x.com status link into a tweet card fed by our API, or "Tweet not found"', async () => {
    const fetch = vi.fn(async (url: string) =>
      url === '/api/tweet/20'
        ? new Response(JSON.stringify({ error: true, response: 'Tweet not found', code: 'TWEET_NOT_FOUND' }), { status: 404 })
        : new Response('{}', { status: 500 }),
    );
    vi.stubGlobal('fetch', fetch);
    draw(link('https://x.com/jack/status/20', 'the first tweet'));
    expect(await screen.findByText('Tweet not found', {}, { timeout: 4000 })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/tweet/20', expect.anything());
  });

  it("draws a tweet handed over by the page's loader at once, without asking the API, and without a reserved height", async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    const { container } = draw(link('https://x.com/jack/status/20', 'the first tweet'), {
      '/tweet/20': fakeTweet('20', { likes: 10, replies: 2 }),
    });
    expect(await screen.findByText('just setting up my twttr')).toBeTruthy();
    expect(container.querySelector('[class*="tweetLoading"]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows 'Tweet not found' at once for a tweet the loader found missing", async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    draw(link('https://x.com/jack/status/21', 'a deleted tweet'), { '/tweet/21': null });
    expect(await screen.findByText('Tweet not found')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('draws images with their size, lazily; quotes, rules, tables with a head; headings under the page title', () => {
    const doc = markdownToDocument('# Section\n\n![A chart](/blog/x.svg)\n\n> said\n\n---\n\n| A | B |\n|---|---|\n| 1 | 2 |', {
      imageSize: () => ({ width: 960, height: 420 }),
    });
    const { container } = draw(doc);
    const image = screen.getByRole('img', { name: 'A chart' });
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual(['960', '420', 'lazy']);
    expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toBeTruthy();
    expect(container.querySelector('blockquote')?.textContent).toBe('said');
    expect(container.querySelector('hr')).not.toBeNull();
    expect(screen.getByRole('columnheader', { name: 'A' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '2' })).toBeTruthy();
  });

  it('never injects markup from the text', () => {
    const { container } = draw(markdownToDocument('<img src=x onerror=alert(1)> <script>alert(1)</script>'));
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });
});
