import { calculatorPaths } from '../../../shared/api/calculators';

/** The SWR key of a game's config (the API path). */
export const configKey = (game: { api: string }): string => calculatorPaths.public.config(game.api);
