/**
 * Skin videos: only links to known video hosts are kept, each stored as its embed address so
 * pages can frame it. Shared so the edit form refuses what the server would refuse, with the
 * same words, and previews exactly what will be stored.
 */
export const VIDEO_HOSTS_TEXT = 'a YouTube (youtube.com, youtu.be) or Vimeo link';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

export interface VideoLink {
  host: 'youtube' | 'vimeo';
  id: string;
  /** What is stored and framed. */
  embedUrl: string;
}

const youtube = (id: string | null | undefined): VideoLink | null =>
  id && YOUTUBE_ID.test(id) ? { host: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` } : null;
const vimeo = (id: string | undefined): VideoLink | null =>
  id && /^\d{1,12}$/.test(id) ? { host: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}` } : null;

/**
 * The video behind a link, or null when it is not an http(s) link to a YouTube or Vimeo video:
 * youtube.com/watch?v=…, /embed/…, /shorts/…, /live/…, youtu.be/…, vimeo.com/123, player.vimeo.com/video/123.
 */
export function parseVideoUrl(text: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments.length === 1 ? youtube(segments[0]) : null;
  if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') return youtube(url.searchParams.get('v'));
    if (segments.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(segments[0]!)) return youtube(segments[1]);
    return null;
  }
  if (VIMEO_HOSTS.has(host)) {
    if (host === 'player.vimeo.com') return segments.length === 2 && segments[0] === 'video' ? vimeo(segments[1]) : null;
    return segments.length === 1 ? vimeo(segments[0]) : null;
  }
  return null;
}
