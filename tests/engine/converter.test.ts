import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { packPrice, parseDecimal, toMoney, toUnits } from '../../src/engine/converter';

const RP = 0.0076923;
const RATES = [0.0076923, 0.010515, 0.00899, 0.0125, 0.011, 0.0094, 0.014, 0.015, 0.012];
const rate = fc.constantFrom(...RATES);
const notNumeric = fc.constantFrom(
  '',
  ' ',
  'abc',
  '12a',
  '1.2.3',
  '-5',
  '+5',
  '1e3',
  '1,0000',
  '1,000 000',
  '1 00',
  '$10',
  'Infinity',
  'NaN',
  '.',
  '0x10',
);

describe('toMoney', () => {
  it('converts the spec examples, rounding half up to cents', () => {
    expect(toMoney('575', RP)).toBe('4.42');
    expect(toMoney('1380', RP)).toBe('10.62');
    expect(toMoney('1000', 0.00899)).toBe('8.99');
    expect(toMoney('400', 0.0125)).toBe('5.00');
    expect(toMoney('0', RP)).toBe('0.00');
    // 0.005 is exactly half a cent: up, where float rounding of 1.005 would go down.
    expect(toMoney('0.5', 0.01)).toBe('0.01');
    expect(toMoney('100.5', 0.01)).toBe('1.01');
    expect(toMoney(' 575 ', RP)).toBe('4.42');
  });

  it('gives an empty text for empty or non-numeric input', () => {
    fc.assert(fc.property(notNumeric, rate, (text, r) => toMoney(text, r) === ''));
  });

  it('is monotone in the amount', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), rate, (a, b, r) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return Number(toMoney(String(lo), r)) <= Number(toMoney(String(hi), r));
      }),
    );
  });

  it('always has exactly two decimals and is within half a cent of the exact product', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), rate, (n, r) => {
        const money = toMoney(String(n), r);
        return /^\d+\.\d{2}$/.test(money) && Math.abs(Number(money) - n * r) <= 0.005 + 1e-9;
      }),
    );
  });

  it('refuses a rate that is not a positive number', () => {
    expect(() => toMoney('1', 0)).toThrow(RangeError);
    expect(() => toMoney('1', Number.NaN)).toThrow(RangeError);
  });
});

describe('toUnits', () => {
  it('converts the spec examples to whole numbers', () => {
    expect(toUnits('10', RP)).toBe('1300');
    expect(toUnits('4.99', 0.0125)).toBe('399');
    expect(toUnits('8.99', 0.00899)).toBe('1000');
    expect(toUnits('0', RP)).toBe('0');
  });

  it('rounds half up: exactly half a unit goes up', () => {
    expect(toUnits('0.005', 0.01)).toBe('1');
    expect(toUnits('0.0149', 0.01)).toBe('1');
    expect(toUnits('0.015', 0.01)).toBe('2');
  });

  it('gives an empty text for empty or non-numeric input', () => {
    fc.assert(fc.property(notNumeric, rate, (text, r) => toUnits(text, r) === ''));
  });

  it('round trip: units → money → units lands within one unit', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), rate, (n, r) => {
        const back = Number(toUnits(toMoney(String(n), r), r));
        // Money is rounded to half a cent at most, which is under one unit at every rate here.
        return Math.abs(back - n) <= 1;
      }),
    );
  });

  it('round trip: money → units → money lands within one unit of money', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), rate, (cents, r) => {
        const money = (cents / 100).toFixed(2);
        const back = Number(toMoney(toUnits(money, r), r));
        return Math.abs(back - Number(money)) <= r / 2 + 0.005 + 1e-9;
      }),
    );
  });
});

describe('parseDecimal', () => {
  it('reads an amount grouped as English or French print it (pack tables, keyboards) as the plain number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const plain = parseDecimal(`${whole}.${String(cents).padStart(2, '0')}`);
        const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
        expect(parseDecimal((whole + cents / 100).toLocaleString('en-US', options))).toEqual(plain);
        expect(parseDecimal((whole + cents / 100).toLocaleString('fr-FR', options))).toEqual(plain);
      }),
    );
  });

  it('reads plain decimals, including what people type on the way', () => {
    expect(parseDecimal('4.')).toEqual({ units: 4n, scale: 0 });
    expect(parseDecimal('.5')).toEqual({ units: 5n, scale: 1 });
    expect(parseDecimal('12.34')).toEqual({ units: 1234n, scale: 2 });
    expect(parseDecimal('-1')).toBeNull();
    // A decimal comma with one or two digits; three after a comma are a thousands group, as the pack tables print them.
    expect(parseDecimal('4,99')).toEqual({ units: 499n, scale: 2 });
    expect(parseDecimal('1,000')).toEqual(parseDecimal('1000'));
    expect(parseDecimal('12,500.50')).toEqual(parseDecimal('12500.50'));
    expect(parseDecimal('1 000')).toEqual(parseDecimal('1000'));
    expect(parseDecimal('1\u202f000,5')).toEqual(parseDecimal('1000.5'));
    expect(parseDecimal('1\u00a0234\u00a0567')).toEqual(parseDecimal('1234567'));
    expect(parseDecimal('0,5')).toEqual({ units: 5n, scale: 1 });
    expect(parseDecimal('1,0000')).toBeNull();
    expect(toUnits('9,40', 0.0094)).toBe('1000');
  });
});

describe('packPrice', () => {
  it('prices Twitch packs with their bulk discount', () => {
    const usd = [100, 500, 1500, 5000, 10000, 25000].map((n, i) => packPrice(n, 0.014, [0, 0, 5, 8, 10, 12][i]));
    expect(usd).toEqual(['1.40', '7.00', '19.95', '64.40', '126.00', '308.00']);
    expect(packPrice(1500, 0.015, 5)).toBe('21.38');
    expect(packPrice(1000, 0.00899)).toBe('8.99');
  });

  it('never costs more with a bigger discount', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100), fc.nat(100), rate, (n, d1, d2, r) => {
        const [lo, hi] = d1 <= d2 ? [d1, d2] : [d2, d1];
        return Number(packPrice(n, r, hi)) <= Number(packPrice(n, r, lo));
      }),
    );
  });

  it('refuses fractional amounts and discounts outside 0–100', () => {
    expect(() => packPrice(1.5, 0.014)).toThrow(RangeError);
    expect(() => packPrice(100, 0.014, 101)).toThrow(RangeError);
  });
});
