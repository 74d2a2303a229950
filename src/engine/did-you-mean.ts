/** Edit distance (insert, delete, replace, swap of neighbours), for "did you mean …" hints. */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The known names closest to `name` (case ignored), nearest first: within a third of its length,
 * at least 2 edits, so a typo is caught and an unrelated name is not offered.
 */
function closestNames(name: string, known: readonly string[], limit = 2): string[] {
  const lower = name.toLowerCase();
  const reach = Math.max(2, Math.floor(name.length / 3));
  return known
    .map((candidate) => ({ candidate, d: distance(lower, candidate.toLowerCase()) }))
    .filter(({ d }) => d <= reach)
    .sort((x, y) => x.d - y.d || (x.candidate < y.candidate ? -1 : 1))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

/** `; did you mean "a" or "b"?`, or nothing when no name is close. */
export function didYouMean(name: string, known: readonly string[]): string {
  const close = closestNames(name, known);
  return close.length ? `; did you mean ${close.map((c) => `"${c}"`).join(' or ')}?` : '';
}
