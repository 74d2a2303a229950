import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { toast } from 'react-toastify';
import { apiPost } from '../../lib/api-client';
import type { AccountDetails, FetchBody, FetchReply } from '../../../shared/api/wasted-time';
import { wastedTimePaths } from '../../../shared/api/wasted-time';

const POLL_MS = 1500;

/** A reply is an account only when it is an object with the account's fields (a string reply is a message). */
const isAccount = (value: unknown): value is AccountDetails =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AccountDetails).gameName === 'string' &&
  typeof (value as AccountDetails).totalTimeSpent === 'number';

/**
 * The lookup's states: idle → submitting (button disabled) → following the job (polling its
 * status while it fetches) → account shown; an error reply ends loading with a toast.
 */
export function useLookup() {
  const { mutate } = useSWRConfig();
  const [submitting, setSubmitting] = useState(false);
  const [lookupId, setLookupId] = useState<number | null>(null);
  const [selected, setSelected] = useState<AccountDetails | null>(null);
  const [reply, setReply] = useState<FetchReply | null>(null);

  const active = reply !== null && (reply.lookup.state === 'queued' || reply.lookup.state === 'fetching');
  // Each status reply updates the panel; the job's end stops the polling (the key goes null).
  useSWR<FetchReply>(lookupId !== null && active ? wastedTimePaths.lookup(lookupId) : null, {
    refreshInterval: POLL_MS,
    onSuccess: (polled) => {
      setReply(polled);
      if (isAccount(polled.account)) setSelected(polled.account);
      if (polled.lookup.state === 'failed') toast.error(polled.lookup.reason ?? 'The lookup failed.');
      // The finished player may have moved up the leaderboard.
      if (polled.lookup.state === 'done') void mutate((key) => typeof key === 'string' && key.startsWith('/leaderboard/'));
    },
  });

  const search = useCallback(async (body: FetchBody) => {
    setSubmitting(true);
    try {
      const next = await apiPost<FetchReply>(wastedTimePaths.fetch, body);
      setReply(next);
      setLookupId(next.lookupId);
      setSelected(isAccount(next.account) ? next.account : null);
      if (next.lookup.state === 'unavailable' && next.lookup.reason) toast.info(next.lookup.reason);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  }, []);

  /** Shows a stored player (a leaderboard row) without a lookup. */
  const show = useCallback((account: AccountDetails) => {
    setReply(null);
    setLookupId(null);
    setSelected(account);
  }, []);

  const waiting = submitting || (active && !isAccount(reply?.account));
  return { search, show, account: selected, lookup: reply?.lookup ?? null, loading: waiting, following: active };
}
