import crypto from 'node:crypto';

/**
 * The hosts our pages load from, and nothing else: profile icons (Data Dragon), blog images
 * (Contentful's CDN), tweet media, YouTube's privacy-enhanced player and Vimeo's player (skin video
 * previews on the operator pages). Skin and champion art is served from our own origin (decision 0026).
 */
export const IMAGE_HOSTS = [
  'https://ddragon.leagueoflegends.com',
  'https://images.ctfassets.net',
  'https://pbs.twimg.com',
  'https://abs.twimg.com',
];
export const FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
/** Contentful's web app shows blog pages in its live-preview frame; only those pages may be framed, and only by it. */
export const PREVIEW_FRAME_ANCESTOR = 'https://app.contentful.com';

export interface PagePolicy {
  /** The page's own inline scripts (theme boot, hydration data), as sha256 sources. */
  scriptHashes: readonly string[];
  framedByPreview: boolean;
  /** Operator pages: the config editor's form validator (Ajv, via @rjsf/validator-ajv8) compiles schemas with new Function. */
  allowEval: boolean;
}

export function contentSecurityPolicy({ scriptHashes, framedByPreview, allowEval }: PagePolicy): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(allowEval ? ["'unsafe-eval'"] : []), ...scriptHashes.map((h) => `'${h}'`)]],
    // Mantine sets style attributes at run time; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...IMAGE_HOSTS]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['frame-src', FRAME_HOSTS],
    ['frame-ancestors', framedByPreview ? ["'self'", PREVIEW_FRAME_ANCESTOR] : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

// Reads HTML that React or the server wrote (decision 0053): React escapes `<` in text and
// attribute values, so `<script` here only ever starts a script element.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type=["']?application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/gi;
const hashes = new Map<string, string>();

/** The sha256 source of one inline script's text (remembered: a page's scripts repeat across replies). */
export function scriptHash(body: string): string {
  let hash = hashes.get(body);
  if (!hash) {
    hash = `sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}`;
    if (hashes.size > 1000) hashes.clear();
    hashes.set(body, hash);
  }
  return hash;
}

export function inlineScriptHashes(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (body.trim()) found.add(scriptHash(body));
  }
  return [...found];
}
