import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { knownAvailability, normalizeReleaseDate } from '../../src/shared/api/skin-operator';
import { parseVideoUrl } from '../../src/shared/skin-videos';

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['http://youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('%s embeds as %s', (url, embed) => {
    expect(parseVideoUrl(url)?.embedUrl).toBe(embed);
  });

  it.each([
    'javascript:alert(1)',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/youtu.be/dQw4w9WgXcQ',
    'https://user:pw@youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/channels/staff',
    'not a url',
    '',
  ])('refuses %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  it('only ever embeds from the two player hosts (property)', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const video = parseVideoUrl(url);
        if (video)
          expect(video.embedUrl).toMatch(/^https:\/\/(www\.youtube-nocookie\.com\/embed\/[\w-]{11}|player\.vimeo\.com\/video\/\d+)$/);
      }),
      { numRuns: 200 },
    );
  });
});

describe('normalizeReleaseDate', () => {
  it('takes real calendar dates, drops a midnight suffix, and reads empty and 0000-00-00 as no date', () => {
    expect(normalizeReleaseDate('2020-03-12')).toEqual({ ok: true, value: '2020-03-12' });
    expect(normalizeReleaseDate('2020-03-12T00:00:00Z')).toEqual({ ok: true, value: '2020-03-12' });
    expect(normalizeReleaseDate('2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    for (const empty of ['', null, undefined, '0000-00-00']) expect(normalizeReleaseDate(empty)).toEqual({ ok: true, value: null });
    for (const bad of ['2023-02-29', '2020-13-01', '2020-1-1', '12/03/2020', '1999-01-01', '2020-03-12T10:00:00Z']) {
      expect(normalizeReleaseDate(bad)).toEqual({ ok: false });
    }
  });

  it('accepts exactly the dates a calendar has (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2009-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (date) => {
        const text = date.toISOString().slice(0, 10);
        expect(normalizeReleaseDate(text)).toEqual({ ok: true, value: text });
      }),
    );
  });
});

describe('knownAvailability', () => {
  it('matches the known words in any case and refuses others', () => {
    expect(knownAvailability(' legacy ')).toBe('Legacy');
    expect(knownAvailability('Sold out')).toBeNull();
  });
});
