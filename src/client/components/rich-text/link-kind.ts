/**
 * What a link in a rich text becomes. Hosts are compared exactly (never by substring), so
 * `youtube.com.evil.example` or `notx.com` stay ordinary links.
 */
export type LinkKind =
  | { kind: 'youtube'; videoId: string }
  | { kind: 'tweet'; tweetId: string }
  | { kind: 'internal'; path: string }
  | { kind: 'external'; href: string }
  | { kind: 'unsafe' };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const TWITTER_HOSTS = new Set(['twitter.com', 'www.twitter.com', 'mobile.twitter.com', 'x.com', 'www.x.com', 'mobile.x.com']);
const VIDEO_ID = /^[\w-]{11}$/;
const STATUS = /^\/(?:[A-Za-z0-9_]{1,15}|i\/web|i)\/status\/(\d{1,20})\/?$/;

function youTubeId(url: URL): string | null {
  let id: string | null = null;
  if (url.hostname === 'youtu.be') id = url.pathname.slice(1);
  else if (YOUTUBE_HOSTS.has(url.hostname)) {
    const [, first, second] = url.pathname.split('/');
    id =
      first === 'watch' ? url.searchParams.get('v') : first === 'embed' || first === 'shorts' || first === 'live' ? (second ?? null) : null;
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/**
 * `siteOrigin` (`https://accountvalue.example`) makes a full address of one of our own pages a
 * site path, so it stays in the tab like a link written as a path.
 */
export function linkKind(href: string, siteOrigin?: string): LinkKind {
  const trimmed = href.trim();
  // A site path (not protocol-relative "//host"), or an anchor on the page.
  if (/^\/(?!\/)/.test(trimmed) || /^#[\w-]+$/.test(trimmed)) return { kind: 'internal', path: trimmed };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { kind: 'unsafe' };
  }
  if (url.protocol === 'mailto:') return { kind: 'external', href: url.href };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'unsafe' };
  if (siteOrigin && url.origin === siteOrigin) return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  const videoId = youTubeId(url);
  if (videoId) return { kind: 'youtube', videoId };
  const status = TWITTER_HOSTS.has(url.hostname) ? STATUS.exec(url.pathname) : null;
  if (status?.[1]) return { kind: 'tweet', tweetId: status[1] };
  return { kind: 'external', href: url.href };
}

/** The privacy-enhanced player address (no cookies until the visitor plays the video). */
export const youTubeEmbedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}`;
