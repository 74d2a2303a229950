/**
 * Rounds euros to cents, half away from zero. The product is taken at 15 significant digits
 * first so binary noise (1.005 * 100 = 100.49999...) does not flip a half cent.
 */
export function roundCents(euros: number): number {
  if (!Number.isFinite(euros)) return 0;
  const cents = Number((euros * 100).toPrecision(15));
  return (Math.sign(cents) * Math.round(Math.abs(cents))) / 100;
}
