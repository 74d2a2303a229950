import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { operatorSkinList, type OperatorSkinList } from '../../src/shared/api/skin-operator';
import { useEndpointPages } from '../../src/client/lib/use-endpoint-pages';
import { okReply, stubApi, type ApiCall } from '../helpers/stub-api';

const LIMIT = 2;

/** A list of `total` skins named after the search, LIMIT a page. */
const pageOf = (q: string, page: number, total: number): OperatorSkinList => ({
  items: Array.from({ length: Math.max(0, Math.min(LIMIT, total - (page - 1) * LIMIT)) }, (_, i) => ({
    riot_id: page * 100 + i,
    name: `${q} ${(page - 1) * LIMIT + i + 1}`,
    champion: 'Annie',
    tile_path: null,
  })) as OperatorSkinList['items'],
  total,
  page,
  limit: LIMIT,
});

const queryOf = (call: ApiCall) => new URL(call.url, 'http://x').searchParams;

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

function render(q: string, onError = vi.fn()) {
  return renderHook(
    ({ q }: { q: string }) =>
      useEndpointPages(operatorSkinList, (page) => ({ query: { q, page } }), {
        more: (pages) => pages.length === 0 || pages.reduce((n, p) => n + p.items.length, 0) < pages[0]!.total,
        onError,
        shouldRetryOnError: false,
        revalidateOnFocus: false,
      }),
    { wrapper, initialProps: { q } },
  );
}

const names = (pages: readonly OperatorSkinList[]) => pages.flatMap((p) => p.items.map((s) => s.name));

afterEach(() => vi.unstubAllGlobals());

describe('useEndpointPages', () => {
  it('asks for the next page and stops at the end of the list', async () => {
    const calls = stubApi((call) => okReply(pageOf(queryOf(call).get('q') ?? '', Number(queryOf(call).get('page')), 3)));
    const { result } = render('ahri');
    await waitFor(() => expect(names(result.current.pages)).toEqual(['ahri 1', 'ahri 2']));
    expect(result.current.more).toBe(true);
    act(() => result.current.next());
    await waitFor(() => expect(names(result.current.pages)).toEqual(['ahri 1', 'ahri 2', 'ahri 3']));
    expect(result.current.more).toBe(false);
    act(() => result.current.next());
    expect(calls.map((c) => queryOf(c).get('page'))).toEqual(['1', '2']);
  });

  it('starts again at page 1 when the call of the first page changes, older replies left out', async () => {
    const calls = stubApi((call) => okReply(pageOf(queryOf(call).get('q') ?? '', Number(queryOf(call).get('page')), 5)));
    const { result, rerender } = render('ahri');
    await waitFor(() => expect(result.current.pages).toHaveLength(1));
    act(() => result.current.next());
    await waitFor(() => expect(result.current.pages).toHaveLength(2));
    rerender({ q: 'lux' });
    await waitFor(() => expect(names(result.current.pages)).toEqual(['lux 1', 'lux 2']));
    expect(calls.map((c) => `${queryOf(c).get('q')} ${queryOf(c).get('page')}`)).toEqual(['ahri 1', 'ahri 2', 'lux 1']);
  });

  it('reports a failure with whether any page had arrived, and asks for the failed page again', async () => {
    let fail = true;
    stubApi((call) => {
      const page = Number(queryOf(call).get('page'));
      if (page === 2 && fail) return { status: 503, body: { error: true, response: 'Down for a moment.' } };
      return okReply(pageOf('ahri', page, 5));
    });
    const onError = vi.fn();
    const { result } = render('ahri', onError);
    await waitFor(() => expect(result.current.pages).toHaveLength(1));
    act(() => result.current.next());
    await waitFor(() => expect(result.current.error?.message).toBe('Down for a moment.'));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 503 }), false);
    expect(result.current.pages).toHaveLength(1);
    fail = false;
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.next());
    await waitFor(() => expect(names(result.current.pages)).toEqual(['ahri 1', 'ahri 2', 'ahri 3', 'ahri 4']));
    expect(result.current.error).toBeUndefined();
  });

  it('says no page had arrived when the first one fails', async () => {
    stubApi(() => ({ status: 401, body: { error: true, response: 'Sign in again.' } }));
    const onError = vi.fn();
    const { result } = render('ahri', onError);
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }), true));
    expect(result.current.pages).toEqual([]);
  });
});
