import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while hydrating, true after. A control that needs the script (a button
 * that opens a form, a form that only calls the API) is disabled until then, so a press before
 * the script loads is plainly not available rather than lost (decision 0040).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
