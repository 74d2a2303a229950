import { useId as useReactId } from 'react';

/**
 * Replaces @mantine/hooks' useId in the browser bundle (build/vite/client-resolve.ts). Mantine's own
 * keeps React's id for the first render, then swaps in a random one from a layout effect: on a
 * hydrated page that is one synchronous re-render of every input, checkbox and popover right after
 * hydration (tens of milliseconds on a phone), and new ids in the DOM. React's id is the same on
 * the server and in the browser, so it is kept: the ids Mantine's server render wrote stay.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
