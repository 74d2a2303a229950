import { useState } from 'react';
import { useLocalStorage } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import {
  ACCOUNT_GROUP_MAX,
  accountGroup,
  fetchAccount,
  type AccountDetails,
  type AccountGroupReply,
  type FetchBody,
} from '../../../shared/api/wasted-time';
import { callApi, errorText } from '../../lib/api-client';
import { withParam } from '../../lib/search-params';
import { useEndpoint } from '../../lib/use-endpoint';
import { GROUP_PARAM, GROUP_STORAGE_KEY, groupValue, parseGroup } from './account-group';
import { canonicalLookupQuery } from './lookup-url';

const POLL_MS = 3000;
const NONE: number[] = [];

/** The list a page starts with: a shared link's ids and, when the server could load them, the accounts. */
export interface InitialGroup {
  ids: number[];
  reply: AccountGroupReply | null;
}

/**
 * Up to five player ids kept in the link and in this browser (no account system). The accounts are
 * the stored players (no Riot request), polled while one is still being counted.
 */
export function useAccountGroup(initial: InitialGroup) {
  const [, setSearchParams] = useSearchParams();
  // The browser's copy, read after hydration (the server renders without it); absent while empty.
  const [saved = NONE, save, forget] = useLocalStorage<number[] | undefined>({
    key: GROUP_STORAGE_KEY,
    serialize: (ids = NONE) => groupValue(ids),
    deserialize: parseGroup,
  });
  // The visitor's own changes on this page; until then a shared link's list, else the one this browser kept.
  const [chosen, setChosen] = useState<number[] | null>(null);
  const ids = chosen ?? (initial.ids.length ? initial.ids : saved);
  const [adding, setAdding] = useState(false);
  // Accounts whose lookup was running when they were added, with the 'Last Updated' they had then.
  const [counting, setCounting] = useState<ReadonlyMap<number, string | null>>(new Map());

  const change = (next: number[]) => {
    setChosen(next);
    if (next.length) save(next);
    else forget();
    setSearchParams((previous) => canonicalLookupQuery(withParam(previous, GROUP_PARAM, groupValue(next))), {
      replace: true,
      preventScrollReset: true,
    });
  };

  const follow = (account: Pick<AccountDetails, 'id' | 'updatedAt'>) =>
    setCounting((previous) => new Map(previous).set(account.id, account.updatedAt));

  const { data } = useEndpoint(accountGroup, ids.length ? { params: { ids: groupValue(ids) } } : null, {
    fallbackData: initial.reply && groupValue(initial.ids) === groupValue(ids) ? initial.reply : undefined,
    keepPreviousData: true,
    refreshInterval: counting.size ? POLL_MS : 0,
    onError: (failure) => {
      toast.error(failure.message, { toastId: failure.message });
      // A list naming a player this site does not have (an old link or browser copy): start again.
      if (failure.code === 'NOT_FOUND' || failure.code === 'BAD_REQUEST') change([]);
    },
    onSuccess: (reply) =>
      setCounting((previous) => {
        const next = new Map(previous);
        for (const [id, was] of previous) if (reply.accounts.some((a) => a.id === id && a.updatedAt !== was)) next.delete(id);
        return next.size === previous.size ? previous : next;
      }),
  });

  const byId = new Map((data?.accounts ?? []).map((a) => [a.id, a]));
  const accounts = ids.map((id) => byId.get(id)).filter((a): a is AccountDetails => a !== undefined);

  /** Starts the list with the account on screen (its lookup followed when it is still counting). */
  const start = (account: AccountDetails, counting: boolean) => {
    if (!ids.includes(account.id)) change([account.id, ...ids].slice(0, ACCOUNT_GROUP_MAX));
    if (counting) follow(account);
  };

  /** Looks another Riot ID up and adds it; false when it could not be added. */
  const add = async (body: FetchBody): Promise<boolean> => {
    setAdding(true);
    try {
      const { lookup, ...found } = await callApi(fetchAccount, { body });
      if (ids.includes(found.id)) {
        toast.info('That account is already in the list.');
        return true;
      }
      change([...ids, found.id].slice(0, ACCOUNT_GROUP_MAX));
      if (lookup.state === 'queued' || lookup.state === 'fetching') follow(found);
      return true;
    } catch (failure) {
      toast.error(errorText(failure));
      return false;
    } finally {
      setAdding(false);
    }
  };

  const remove = (id: number) => change(ids.filter((other) => other !== id));

  return { ids, accounts, adding, counting: counting.size > 0, start, add, remove };
}
