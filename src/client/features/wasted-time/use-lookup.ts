import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { toast } from 'react-toastify';
import { isCallOf } from '../../../shared/api/endpoint';
import {
  fetchAccount,
  leaderboard,
  lookupStatus,
  type AccountDetails,
  type FetchBody,
  type LookupState,
} from '../../../shared/api/wasted-time';
import { callApi } from '../../lib/api-client';
import { useEndpoint } from '../../lib/use-endpoint';

const POLL_MS = 1500;

const running = (lookup: LookupState | null) => lookup !== null && (lookup.state === 'queued' || lookup.state === 'fetching');

/**
 * The lookup's states: idle → submitting (button disabled) → the account shown at once, its
 * lookup followed (polling its progress) while matches are counted; a refusal ends loading with a toast.
 */
export function useLookup() {
  const { mutate } = useSWRConfig();
  const [submitting, setSubmitting] = useState(false);
  const [account, setAccount] = useState<AccountDetails | null>(null);
  const [lookup, setLookup] = useState<LookupState | null>(null);

  // Each progress reply updates the panel; the lookup's end stops the polling (the args go null).
  useEndpoint(lookupStatus, running(lookup) && lookup?.id ? { params: { id: lookup.id } } : null, {
    refreshInterval: POLL_MS,
    onSuccess: ({ lookup: progress, ...polled }) => {
      setAccount(polled);
      setLookup(progress);
      if (progress.state === 'failed') toast.error(progress.reason ?? 'The lookup failed.');
      // The finished player may have moved up the leaderboard.
      if (progress.state === 'done') void mutate((key) => isCallOf(leaderboard, key));
    },
  });

  const search = useCallback(async (body: FetchBody) => {
    setSubmitting(true);
    try {
      const { lookup: progress, ...found } = await callApi(fetchAccount, { body });
      setAccount(found);
      setLookup(progress);
      if (progress.state === 'unavailable' && progress.reason) toast.info(progress.reason);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  }, []);

  /** Shows a stored player (a leaderboard row) without a lookup. */
  const show = useCallback((stored: AccountDetails) => {
    setLookup(null);
    setAccount(stored);
  }, []);

  return { search, show, account, lookup, loading: submitting, following: running(lookup) };
}
