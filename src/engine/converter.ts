/**
 * Currency conversion for the converter pages, done in exact decimal arithmetic.
 *
 * Floats would round 575 × 0.0076923 or 10 ÷ 0.0076923 correctly most of the time but not
 * always (x.xx5 cases land on either side), so both sides are read as decimal strings,
 * multiplied or divided as BigInt fractions, and rounded half up exactly once.
 */

/** A non-negative decimal as an integer mantissa and a count of decimal places. */
interface Decimal {
  units: bigint;
  scale: number;
}

// Digits with at most one dot; "4." and ".5" are what people type on the way to "4.5".
const DECIMAL_TEXT = /^(?:\d+\.?\d*|\.\d+)$/;

// A decimal comma as many European keyboards type it ("4,99": one or two digits after it).
const DECIMAL_COMMA = /^(\d*),(\d{1,2})$/;
// Thousands as the pack tables print them ("1,000", "12,500.50") and as much of Europe writes them
// ("1 000", "1 000,50", with a plain, no-break or narrow space): groups of exactly three digits.
const COMMA_GROUPS = /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;
const SPACE_GROUPS = /^\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d*)?$/;

/** The typed text as plain digits with at most one dot, when it is one of the forms above. */
function plainDigits(text: string): string {
  if (COMMA_GROUPS.test(text)) return text.replace(/,/g, '');
  if (SPACE_GROUPS.test(text)) return text.replace(/[ \u00a0\u202f]/g, '').replace(',', '.');
  return text.replace(DECIMAL_COMMA, '$1.$2');
}

/**
 * Reads a typed amount; null when empty, negative, or not a decimal number. Accepts a decimal comma
 * followed by one or two digits, and thousands grouped by commas or spaces.
 */
export function parseDecimal(text: string): Decimal | null {
  const trimmed = plainDigits(text.trim());
  if (!DECIMAL_TEXT.test(trimmed)) return null;
  const [whole = '', fraction = ''] = trimmed.split('.');
  return { units: BigInt(`${whole}${fraction}` || '0'), scale: fraction.length };
}

/** A rate from a converter file (a finite positive number) as an exact decimal. */
function rateDecimal(rate: number): Decimal {
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`A conversion rate must be a positive number, got ${rate}`);
  // String() gives the shortest text that reads back as the same number ("0.0076923"),
  // except for tiny rates, which it writes with an exponent.
  const text = String(rate);
  const parsed = parseDecimal(text.includes('e') ? rate.toFixed(20) : text);
  if (!parsed || parsed.units === 0n) throw new RangeError(`Conversion rate ${rate} is too small`);
  return parsed;
}

const pow10 = (n: number) => 10n ** BigInt(n);

/** numerator ÷ denominator rounded half up (both non-negative, denominator > 0). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** Cents as "1234.05". */
function formatCents(cents: bigint): string {
  const text = cents.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/**
 * In-game amount → money with two decimals ("4.42"), or '' when the text is empty or not
 * a number. `rate` is the money value of one unit.
 */
export function toMoney(amountText: string, rate: number): string {
  const amount = parseDecimal(amountText);
  if (!amount) return '';
  const r = rateDecimal(rate);
  return formatCents(scaleToCents(amount.units * r.units, amount.scale + r.scale));
}

/**
 * Money → whole in-game units ("1300"), or '' when the text is empty or not a number.
 * Rounded half up: the amount of currency closest to that much money.
 */
export function toUnits(moneyText: string, rate: number): string {
  const money = parseDecimal(moneyText);
  if (!money) return '';
  const r = rateDecimal(rate);
  // (m / 10^sm) / (r / 10^sr) = m·10^sr / (r·10^sm)
  return divideHalfUp(money.units * pow10(r.scale), r.units * pow10(money.scale)).toString();
}

/**
 * What `amount` units cost at `rate` with a percentage off (Twitch's bulk discounts), in
 * two decimals. The discount is applied before the single rounding.
 */
export function packPrice(amount: number, rate: number, discountPercent = 0): string {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`A pack amount must be a whole number, got ${amount}`);
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`A discount must be a whole percentage, got ${discountPercent}`);
  }
  const r = rateDecimal(rate);
  // amount × rate × (100 − d) / 100: two more decimal places for the percentage.
  return formatCents(scaleToCents(BigInt(amount) * r.units * BigInt(100 - discountPercent), r.scale + 2));
}

/** A value of `scale` decimal places, rounded half up to cents. */
function scaleToCents(units: bigint, scale: number): bigint {
  return scale <= 2 ? units * pow10(2 - scale) : divideHalfUp(units, pow10(scale - 2));
}
