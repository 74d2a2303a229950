/** How many of a group the report lists; the rest are counted ('and 12 more'). */
export const SHOWN_UNMATCHED = 5;

export interface UnmatchedGroup {
  kind: 'names' | 'ids';
  /** Entries in the group, repeats included. */
  total: number;
  /** The first distinct entries, each with how often it was written. */
  shown: { text: string; times: number }[];
  more: number;
}

/**
 * Groups what matched nothing into ids (a skin removed from the catalogue, or a stale list) and
 * names (a typo, another language), repeats folded into one line, so a long report stays short.
 */
export function groupUnmatched(unmatched: readonly string[], shown = SHOWN_UNMATCHED): UnmatchedGroup[] {
  const groups: UnmatchedGroup[] = [];
  for (const kind of ['names', 'ids'] as const) {
    const counts = new Map<string, number>();
    for (const text of unmatched) if (/^\d+$/.test(text) === (kind === 'ids')) counts.set(text, (counts.get(text) ?? 0) + 1);
    if (counts.size === 0) continue;
    const distinct = [...counts].map(([text, times]) => ({ text, times }));
    groups.push({
      kind,
      total: distinct.reduce((n, d) => n + d.times, 0),
      shown: distinct.slice(0, shown),
      more: Math.max(0, distinct.length - shown),
    });
  }
  return groups;
}
