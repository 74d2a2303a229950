/**
 * jsdom has no matchMedia; Mantine and the result animation read it. `reduce` answers
 * prefers-reduced-motion queries with a match, every other query with none.
 */
export function stubMatchMedia({ reduceMotion = false }: { reduceMotion?: boolean } = {}): void {
  window.matchMedia = (query: string) => ({
    matches: reduceMotion && query.includes('reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
