/**
 * One count as the price sees it: anything that is not a number (or numeric text) is 0, so are
 * negatives (the spec: negative counts count as 0); fractions are cut to whole numbers; values
 * beyond the field's bounds (only a hand-made share link can carry them) are clamped into them.
 */
export function normalizeCount(raw: unknown, min: number | null, max: number | null): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value) || value <= 0) return 0;
  let count = Math.trunc(value);
  if (count === 0) return 0;
  if (max !== null && count > max) count = max;
  if (min !== null && count < min) count = min;
  return count;
}

/** A flag is ticked by true, 1, "true", "1" or "on"; anything else is unticked. */
export function normalizeFlag(raw: unknown): 0 | 1 {
  return raw === true || raw === 1 || raw === 'true' || raw === '1' || raw === 'on' ? 1 : 0;
}
