import type { Plugin } from 'vite';

/**
 * Orders the built index.html's head for a server-rendered page, which paints from its HTML and
 * stylesheet alone: the stylesheet is requested first, and the scripts (needed only to hydrate)
 * at low priority, so on a slow link they do not take bandwidth from the stylesheet before the
 * first paint (decision 0021).
 */
export function stylesheetFirst(): Plugin {
  return {
    name: 'stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        let out = stylesheets.reduce((doc, link) => doc.replace(link, ''), html);
        out = out.replace(/(<meta name="viewport"[^>]*>)/, `$1${stylesheets.join('')}`);
        return out
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
      },
    },
  };
}
