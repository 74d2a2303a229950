import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { toast } from 'react-toastify/unstyled';
import { isCallOf } from '../../../shared/api/endpoint';
import {
  fetchAccount,
  leaderboard,
  lookupStatus,
  type AccountDetails,
  type FetchBody,
  type FetchReply,
  type LookupState,
} from '../../../shared/api/wasted-time';
import { callApi, errorText } from '../../lib/api-client';
import { useEndpoint } from '../../lib/use-endpoint';

const POLL_MS = 1500;

const running = (lookup: LookupState | null) => lookup !== null && (lookup.state === 'queued' || lookup.state === 'fetching');

const accountOf = (reply: FetchReply): AccountDetails => {
  const { lookup: _lookup, ...account } = reply;
  return account;
};

/**
 * `initial` is the lookup of the page's link, done by its loader (on the server for a first visit):
 * shown at once, and followed if it is still counting. `onFound` hears of each account a search shows.
 */
export function useLookup(initial: FetchReply | null = null, onFound?: (found: FetchReply) => void) {
  const { mutate } = useSWRConfig();
  const [submitting, setSubmitting] = useState(false);
  const [account, setAccount] = useState<AccountDetails | null>(() => (initial ? accountOf(initial) : null));
  const [lookup, setLookup] = useState<LookupState | null>(initial?.lookup ?? null);

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

  const search = useCallback(
    async (body: FetchBody) => {
      setSubmitting(true);
      try {
        const reply = await callApi(fetchAccount, { body });
        setAccount(accountOf(reply));
        setLookup(reply.lookup);
        onFound?.(reply);
        if (reply.lookup.state === 'unavailable' && reply.lookup.reason) toast.info(reply.lookup.reason);
      } catch (error) {
        toast.error(errorText(error));
      } finally {
        setSubmitting(false);
      }
    },
    [onFound],
  );

  /** Shows a stored player (a leaderboard row) without a lookup. */
  const show = useCallback((stored: AccountDetails) => {
    setLookup(null);
    setAccount(stored);
  }, []);

  return { search, show, account, lookup, loading: submitting, following: running(lookup) };
}
