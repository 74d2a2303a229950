/**
 * The game files as they are on disk now, each with its check (`npm run check:game`'s sentences):
 * what the author page (/dashboard/games) previews while a file is being written. Operators only.
 */
import { route } from './endpoint';
import type * as schemas from './game-files.schemas';

/** Reads schemas/games again on every call, so the page follows the author's edits without a restart. */
export const gameFilesCheck = route<typeof schemas.gameFilesCheck>()({ scope: 'operator', method: 'GET', path: '/game-files' });

export type { GameFileProblem, GameFile, GameFilesCheck } from './game-files.schemas';
