import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem, parseDataFile } from '../../src/engine/game-problem';

const DATA_FILE = /[\\/]schemas[\\/](games|converters)[\\/][^\\/]+\.json$/;

/**
 * A game or converter file that is not JSON, said with its file, line, column and the offending
 * lines. In a build the build stops with that sentence. Under `npm run dev` the overlay shows it
 * (Vite's own JSON error carried no file, and the overlay printed "[object Object]") and the
 * file counts as absent (`null`, which the registries leave out), so the rest of the site and
 * the author page (/dashboard/games) keep working while the author fixes it.
 */
export function dataFileErrors(): Plugin {
  let server: ViteDevServer | undefined;
  // The files that do not parse now; a page opened later is told too (a module is loaded once, pages come and go).
  const broken = new Map<string, object>();
  return {
    name: 'data-file-errors',
    enforce: 'pre',
    configureServer(devServer) {
      server = devServer;
      devServer.ws.on('connection', () => {
        for (const err of broken.values()) devServer.ws.send({ type: 'error', err: err as never });
      });
    },
    load(id) {
      const file = id.split('?')[0]!;
      if (id.includes('?') || !DATA_FILE.test(file)) return null;
      const text = fs.readFileSync(file, 'utf8');
      const parsed = parseDataFile(path.basename(file), text);
      if (parsed.ok) {
        broken.delete(file);
        return text;
      }
      // The sentence npm run check:game prints, and the offending lines under it.
      const { place, excerpt } = parsed.problem;
      const { line, col } = place!;
      const message = `${formatProblem(parsed.problem)}\n${excerpt!}`;
      if (!server) this.error({ message, id: file, loc: { file, line, column: col } });
      const err = { message, stack: '', id: file, plugin: 'data-file-errors', loc: { file, line, column: col } };
      broken.set(file, err);
      server.ws.send({ type: 'error', err });
      this.warn(message);
      return 'null';
    },
  };
}
