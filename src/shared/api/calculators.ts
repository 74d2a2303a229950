/**
 * The calculators contract: endpoints per game file, named by the file's `api` (GET /api/<api>, GET and
 * POST /api/auth/<api>, POST /api/auth/<api>/reset, and its revisions). Adding a game file adds them;
 * calculators.schemas.ts makes them per game for the server to mount (src/server/calculators/feature.ts).
 */
import type * as schemas from './calculators.schemas';
import { route } from './endpoint';
import { revisionRoutes } from './revisions';

export const configSavedMessage = (gameName: string): string => `${gameName} prices saved`;
export const configResetMessage = (gameName: string): string => `${gameName} prices reset to defaults`;

/** The game's prices: `{...config, updatedAt}`. */
export const calculatorConfig = (api: string) =>
  route<ReturnType<typeof schemas.calculatorConfig>>()({ scope: 'public', method: 'GET', path: `/${api}` });

/** "<Game name> prices saved" (what the save refuses: calculators.schemas.ts). */
export const saveCalculatorConfig = (api: string) =>
  route<ReturnType<typeof schemas.saveCalculatorConfig>>()({ scope: 'operator', method: 'POST', path: `/${api}` });

/** "<Game name> prices reset to defaults". */
export const resetCalculatorConfig = (api: string) =>
  route<ReturnType<typeof schemas.resetCalculatorConfig>>()({ scope: 'operator', method: 'POST', path: `/${api}/reset` });

/** The history of a game's prices and the restore of one revision (decision 0032). */
export const calculatorRevisions = (api: string) => revisionRoutes<ReturnType<typeof schemas.calculatorRevisions>>()(`/${api}`);

export type { ServedConfig } from './calculators.schemas';
