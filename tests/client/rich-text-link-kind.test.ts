import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linkKind, youTubeEmbedUrl } from '../../src/client/components/rich-text/link-kind';

describe('linkKind: what a rich-text link becomes', () => {
  it.each([
    ['https://www.youtube.com/watch?v=jNQXAC9IVRw', 'jNQXAC9IVRw'],
    ['https://youtube.com/watch?v=jNQXAC9IVRw&t=10', 'jNQXAC9IVRw'],
    ['https://m.youtube.com/watch?v=jNQXAC9IVRw', 'jNQXAC9IVRw'],
    ['https://youtu.be/jNQXAC9IVRw', 'jNQXAC9IVRw'],
    ['https://www.youtube.com/embed/jNQXAC9IVRw', 'jNQXAC9IVRw'],
    ['https://www.youtube.com/shorts/jNQXAC9IVRw', 'jNQXAC9IVRw'],
    ['https://www.youtube-nocookie.com/embed/jNQXAC9IVRw', 'jNQXAC9IVRw'],
  ])('%s is a YouTube video', (href, videoId) => {
    expect(linkKind(href)).toEqual({ kind: 'youtube', videoId });
  });

  it.each([
    ['https://x.com/jack/status/20', '20'],
    ['https://twitter.com/jack/status/20', '20'],
    ['https://www.x.com/jack/status/20/', '20'],
    ['https://mobile.twitter.com/riotgames/status/1585341984679469056', '1585341984679469056'],
    ['https://x.com/i/web/status/20', '20'],
  ])('%s is a tweet', (href, tweetId) => {
    expect(linkKind(href)).toEqual({ kind: 'tweet', tweetId });
  });

  it.each([
    'https://youtube.com.evil.example/watch?v=jNQXAC9IVRw',
    'https://evil.example/youtube.com/watch?v=jNQXAC9IVRw',
    'https://notyoutube.com/watch?v=jNQXAC9IVRw',
    'https://www.youtube.com/watch?v=short',
    'https://youtu.be.evil.example/jNQXAC9IVRw',
    'https://notx.com/jack/status/20',
    'https://x.com.evil.example/jack/status/20',
    'https://evil.example/x.com/jack/status/20',
    'https://x.com/jack/likes/20',
    'https://x.com/jack',
  ])('%s stays an ordinary external link', (href) => {
    expect(linkKind(href).kind).toBe('external');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<b>hi</b>',
    'vbscript:msgbox',
    '//evil.example/x',
    'not a url',
  ])('%s is dropped as unsafe', (href) => {
    expect(linkKind(href)).toEqual({ kind: 'unsafe' });
  });

  it('keeps site paths and anchors inside the site', () => {
    expect(linkKind('/wasted-time-lol')).toEqual({ kind: 'internal', path: '/wasted-time-lol' });
    expect(linkKind('#about')).toEqual({ kind: 'internal', path: '#about' });
  });

  it("makes a full address of this site's own pages a site path, and no other origin", () => {
    const site = 'https://accountvalue.example';
    expect(linkKind('https://accountvalue.example/wasted-time-lol?region=kr#board', site)).toEqual({
      kind: 'internal',
      path: '/wasted-time-lol?region=kr#board',
    });
    expect(linkKind('https://accountvalue.example', site)).toEqual({ kind: 'internal', path: '/' });
    for (const other of [
      'http://accountvalue.example/blog',
      'https://www.accountvalue.example/blog',
      'https://accountvalue.example:8443/blog',
      'https://accountvalue.example.evil.example/blog',
    ])
      expect(linkKind(other, site).kind, other).toBe('external');
    expect(linkKind('https://accountvalue.example/blog').kind).toBe('external');
  });

  it('never takes a host that merely contains youtube.com or x.com for the real one', () => {
    const label = fc.stringMatching(/^[a-z0-9]{1,10}$/);
    fc.assert(
      fc.property(label, label, fc.constantFrom('youtube.com', 'youtu.be', 'x.com', 'twitter.com'), (before, after, host) => {
        for (const hostname of [`${before}${host}`, `${host}.${after}.example`, `${before}-${host}`]) {
          const kind = linkKind(`https://${hostname}/watch?v=jNQXAC9IVRw`).kind;
          const tweet = linkKind(`https://${hostname}/jack/status/20`).kind;
          expect(kind).toBe('external');
          expect(tweet).toBe('external');
        }
      }),
    );
  });

  it('embeds on the privacy-enhanced host', () => {
    expect(youTubeEmbedUrl('jNQXAC9IVRw')).toBe('https://www.youtube-nocookie.com/embed/jNQXAC9IVRw');
  });
});
