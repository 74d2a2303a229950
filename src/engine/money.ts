/**
 * Rounds euros to cents, half away from zero. The cents are first nudged up by four units in
 * the last place, so binary noise just under a half (1.005 × 100 = 100.49999999999999) still
 * rounds up, while any figure more than a few ULPs from a half is untouched.
 */
export function roundCents(euros: number): number {
  if (!Number.isFinite(euros)) return 0;
  const cents = Math.abs(euros) * 100;
  const rounded = Math.round(cents * (1 + 4 * Number.EPSILON)) / 100;
  return euros < 0 ? -rounded : rounded;
}

/** A price field's number for people: '1,234.5', up to six decimals (as an operator typed it, not rounded to cents). */
export const formatAmount = (amount: number): string => amount.toLocaleString('en-GB', { maximumFractionDigits: 6 });
