import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { href, type CallArgs, type Route, type ReplyOf } from '../../shared/api/endpoint';
import { callApi, type ApiError } from './api-client';

/**
 * SWR over one endpoint: the key is the call's href (so a route loader's fallback data, a
 * mutation and every component asking the same call share one entry), the fetcher is callApi.
 * `args` null pauses the request.
 */
export function useEndpoint<E extends Route>(
  endpoint: E,
  args: CallArgs<E> | null,
  options?: SWRConfiguration<ReplyOf<E>, ApiError>,
): SWRResponse<ReplyOf<E>, ApiError> {
  const key = args === null ? null : href(endpoint, args as object);
  return useSWR<ReplyOf<E>, ApiError>(key, () => (callApi as (e: E, a: CallArgs<E>) => Promise<ReplyOf<E>>)(endpoint, args!), options);
}
