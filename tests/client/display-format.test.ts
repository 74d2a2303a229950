import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCount, formatDay } from '../../src/client/lib/display-format';

describe('formatDay: day, full English month name, year', () => {
  it.each([
    ['2024-03-12', '12 March 2024'],
    ['2024-03-12T23:30:00.000Z', '12 March 2024'],
    ['2021-02-03T00:00+00:00', '3 February 2021'],
    ['2025-12-01T00:00:00Z', '1 December 2025'],
  ])('%s reads %s', (iso, text) => {
    expect(formatDay(iso)).toBe(text);
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatDay('soon')).toBe('');
  });

  it('names every month in full', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (date) => {
        expect(formatDay(date.toISOString())).toMatch(
          /^([1-9]|[12]\d|3[01]) (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
        );
      }),
    );
  });
});

describe('formatCount: K above 999, M above 999999', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1.5K'],
    [183_422, '183.4K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [2_450_000, '2.4M'],
  ])('%d reads %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });

  it('never rounds up past the real count, and picks the unit by the thresholds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000_000 }), (count) => {
        const text = formatCount(count);
        const unit = count > 999_999 ? 'M' : count > 999 ? 'K' : '';
        expect(text.endsWith(unit)).toBe(true);
        const value = Number(text.replace(/[KM]$/, '')) * (unit === 'M' ? 1e6 : unit === 'K' ? 1e3 : 1);
        expect(value).toBeLessThanOrEqual(count);
        expect(count - value).toBeLessThan(unit === 'M' ? 1e5 : unit === 'K' ? 100 : 1);
      }),
    );
  });
});
