import { formatProblem } from '../../engine/game-problem';
import { gameFilesCheck } from '../../shared/api/game-files.schemas';
import type { FeatureFactory } from '../feature';
import { mount } from '../http/mount';
import { checkGames, siteRoot } from './check-games';

/**
 * The author's preview (/dashboard/games): the files as they are on disk now, through the same check
 * as `npm run check:game` and the server start. Nothing is stored or cached.
 */
export const gameFilesFeature: FeatureFactory = ({ settings }) => ({
  operatorRoutes(scope) {
    mount(scope, gameFilesCheck, async () => {
      const check = await checkGames({ root: siteRoot(), ...settings.gameFiles });
      const files = [...new Set([...check.games.keys(), ...check.problems.map((p) => p.file)])].sort();
      return {
        checkedAt: new Date().toISOString(),
        files: files.map((file) => ({
          file,
          game: (check.games.get(file) as unknown as Record<string, unknown> | undefined) ?? null,
          problems: check.problems
            .filter((p) => p.file === file)
            .map((p) => ({
              sentence: formatProblem(p),
              field: p.field,
              path: p.path,
              message: p.message,
              fix: p.fix,
              line: p.place?.line ?? null,
              col: p.place?.col ?? null,
              excerpt: p.excerpt ?? null,
            })),
        })),
      };
    });
  },
});
