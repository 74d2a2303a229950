import { createHash } from 'node:crypto';
import { PurgeCSS } from 'purgecss';
import type { Plugin } from 'vite';

/** Mantine's own class names, `m_` and eight hex digits; every other selector is kept as written. */
const ONLY_MANTINE_CLASSES = /^(?!m_[0-9a-f]{8}$)/;

/**
 * Drops the rules of Mantine components that no page of the site renders: its stylesheet holds every
 * component, and a phone spends its style recalculations matching all of them on every page. A
 * Mantine class reaches an element only through the component's script, which names it as a string,
 * so a class that no built chunk names can never match. Only those rules go: tags, attributes and the
 * site's own classes stay whatever the scripts say. Runs on the finished bundle, after minification.
 */
export function dropUnusedMantineCss(): Plugin {
  return {
    name: 'drop-unused-mantine-css',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const scripts = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [{ raw: file.code, extension: 'js' }] : []));
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const [result] = await new PurgeCSS().purge({
          content: scripts,
          css: [{ raw: String(file.source) }],
          safelist: { standard: [ONLY_MANTINE_CLASSES] },
        });
        if (!result) continue;
        // The name's hash was taken from the whole sheet, which is the same whenever Mantine is: a sheet
        // cut differently must have a new name, or a browser keeps last release's cut as immutable.
        const hash = createHash('sha256').update(result.css).digest('base64url').slice(0, 8);
        const oldName = file.fileName;
        const newName = oldName.replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
        if (newName === oldName) {
          file.source = result.css;
          continue;
        }
        delete bundle[oldName];
        this.emitFile({ type: 'asset', fileName: newName, source: result.css });
        for (const other of Object.values(bundle)) {
          if (other.type === 'chunk') other.code = other.code.replaceAll(oldName, newName);
          else if (typeof other.source === 'string') other.source = other.source.replaceAll(oldName, newName);
        }
      }
    },
  };
}
