/**
 * One euro format for every figure on the calculator pages: "€1,234.56" (en-IE), written out
 * rather than through Intl: these figures render while the page hydrates, and the browser's first
 * Intl formatter costs 15–50 ms on a phone (ICU starting up). Non-finite amounts show as €0.00.
 * Rounds as Intl does, half away from zero on the number's shortest decimal form (434.755 →
 * 434.76); tests/client/format-euro.test.ts holds it to Intl's en-IE output.
 */
export function formatEuro(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const decimal = String(Math.abs(value));
  // Exponent forms are below a millionth (shown as 0.00) or beyond any account's worth.
  const [whole = '0', fraction = ''] = (decimal.includes('e') ? Math.abs(value).toFixed(2) : decimal).split('.');
  const cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n);
  const grouped = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}€${grouped}.${(cents % 100n).toString().padStart(2, '0')}`;
}
