import { useEffect, useSyncExternalStore, type RefObject } from 'react';

/** Where the sidebar stops sitting beside the results (skins.module.css) and becomes a drawer over them. */
export const DRAWER_QUERY = '(max-width: 1024px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia?.(DRAWER_QUERY);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
};

/**
 * On a phone or tablet the open sidebar is a full-screen drawer (decision 0038): Escape closes it
 * and gives focus back to the Filters button, the page behind does not scroll, and choosing a
 * filter (any link in it) closes it so the results show. True while it is a drawer.
 */
export function useFilterDrawer(open: boolean, close: () => void, filtersButton: RefObject<HTMLElement | null>): boolean {
  const narrow = useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(DRAWER_QUERY).matches ?? false,
    () => false,
  );
  const drawer = open && narrow;
  useEffect(() => {
    if (!drawer) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      filtersButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [drawer, close, filtersButton]);
  return drawer;
}
