import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False on the server and while hydrating, true after: the browser's collection is known only then. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
