import { preload } from 'swr';
import { calculatorPaths } from '../../../shared/api/calculators';
import { swrFetcher } from '../../lib/api-client';

/** The SWR key of a game's config (the API path). */
export const configKey = (game: { api: string }): string => calculatorPaths.public.config(game.api);

/**
 * Starts loading a game's config before its page's code has arrived, so the two requests run
 * side by side. The route's lazy loader calls this; the page's useSWR picks the reply up.
 */
export function preloadGameConfig(game: { api: string }): void {
  // A failed preload is reported when the page's own useSWR retries it.
  void Promise.resolve(preload(configKey(game), swrFetcher)).catch(() => undefined);
}
