/**
 * Why an upstream call failed, in words a feature can show and a kind it can branch on:
 * - `unavailable`: network failure, timeout or 5xx after the retries;
 * - `rate-limited`: still 429 after the retries;
 * - `refused`: a 4xx other than 404/429 (bad key, forbidden, bad request);
 * - `bad-reply`: the body was not JSON or not the expected shape.
 */
export type UpstreamErrorKind = 'unavailable' | 'rate-limited' | 'refused' | 'bad-reply';

export class UpstreamError extends Error {
  constructor(
    readonly upstream: string,
    readonly kind: UpstreamErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(`${upstream}: ${message}`);
    this.name = 'UpstreamError';
  }
}
