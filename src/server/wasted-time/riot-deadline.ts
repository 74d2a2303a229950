import { httpError } from '../http/http-error';
import { UpstreamError } from '../upstream/http/errors';
import { LOOKUP_MESSAGES } from '../../shared/api/wasted-time';
import { NoSuchPlayerError } from './profile-step';

/** The longest a visitor waits for Riot while a request runs (the shared budget may ask us to wait). */
export const VISITOR_RIOT_DEADLINE_MS = 8000;

/** The work, or RIOT_UNAVAILABLE once `ms` pass (the work itself goes on, and what it stores stays). */
export const withDeadline = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(httpError('RIOT_UNAVAILABLE', LOOKUP_MESSAGES.riotBusy)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * Riot's refusals as the lookup's codes: no such player is NOT_FOUND, a refused key says lookups
 * are unavailable, anything else from Riot (5xx, timeouts, 429s past the retries, bad bodies) is busy.
 */
export function asVisitorError(error: unknown): unknown {
  if (error instanceof NoSuchPlayerError) return httpError('NOT_FOUND', error.message);
  if (error instanceof UpstreamError) {
    return error.kind === 'refused'
      ? httpError('LOOKUPS_UNAVAILABLE', LOOKUP_MESSAGES.unavailable)
      : httpError('RIOT_UNAVAILABLE', LOOKUP_MESSAGES.riotBusy);
  }
  return error;
}
