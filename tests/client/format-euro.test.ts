import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEuro } from '../../src/shared/format-euro';

const intl = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('formatEuro', () => {
  it('writes amounts as en-IE euros', () => {
    expect(formatEuro(0)).toBe('€0.00');
    expect(formatEuro(1234.5)).toBe('€1,234.50');
    expect(formatEuro(1_000_000)).toBe('€1,000,000.00');
    expect(formatEuro(999.999)).toBe('€1,000.00');
    expect(formatEuro(434.755)).toBe('€434.76');
    expect(formatEuro(-0.001)).toBe('-€0.00');
    expect(formatEuro(-12.3)).toBe('-€12.30');
    expect(formatEuro(Number.NaN)).toBe('€0.00');
    expect(formatEuro(Number.POSITIVE_INFINITY)).toBe('€0.00');
  });

  it('matches Intl en-IE for any amount a calculator can show, cents and ties included', () => {
    const cents = fc.integer({ min: -1e11, max: 1e11 }).map((n) => n / 100);
    const amounts = fc.oneof(
      cents,
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 1000),
    );
    fc.assert(
      fc.property(
        amounts.filter((amount) => !Object.is(amount, -0)),
        (amount) => {
          expect(formatEuro(amount)).toBe(intl.format(amount));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
