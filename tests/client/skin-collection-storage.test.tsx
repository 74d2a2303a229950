import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { COLLECTION_STORAGE_KEY, clearCollection, setOwned, useSkinCollection } from '../../src/client/lib/skin-collection';

// What browsers kept before the store moved to Mantine's useLocalStorage: {riot_id: rarity} as JSON.
const KEPT = '{"1003":"Legendary","1014":"Chroma"}';

afterEach(() => localStorage.removeItem(COLLECTION_STORAGE_KEY));

describe('the collection in this browser', () => {
  it('reads what an earlier version stored, after the first render (which is the server’s, empty)', async () => {
    localStorage.setItem(COLLECTION_STORAGE_KEY, KEPT);
    const renders: object[] = [];
    renderHook(() => renders.push(useSkinCollection()));
    expect(renders[0]).toEqual({});
    await waitFor(() => expect(renders.at(-1)).toEqual({ 1003: 'Legendary', 1014: 'Chroma' }));
    expect(localStorage.getItem(COLLECTION_STORAGE_KEY)).toBe(KEPT);
  });

  it('stores in the same format, and every hook hears a write made outside React', async () => {
    const first = renderHook(() => useSkinCollection());
    const second = renderHook(() => useSkinCollection());
    act(() => setOwned(1003, 'Legendary', true));
    await waitFor(() => expect(second.result.current).toEqual({ 1003: 'Legendary' }));
    expect(first.result.current).toBe(second.result.current);
    expect(localStorage.getItem(COLLECTION_STORAGE_KEY)).toBe('{"1003":"Legendary"}');
    act(() => clearCollection());
    await waitFor(() => expect(first.result.current).toEqual({}));
    expect(localStorage.getItem(COLLECTION_STORAGE_KEY)).toBe('{}');
  });

  it('writes nothing for a visitor without a collection, and reads a damaged entry as none', async () => {
    const { result, unmount } = renderHook(() => useSkinCollection());
    await act(() => Promise.resolve());
    expect(result.current).toEqual({});
    expect(localStorage.getItem(COLLECTION_STORAGE_KEY)).toBeNull();
    unmount();
    localStorage.setItem(COLLECTION_STORAGE_KEY, '["not", "a", "collection"]');
    const again = renderHook(() => useSkinCollection());
    await act(() => Promise.resolve());
    expect(again.result.current).toEqual({});
  });
});
