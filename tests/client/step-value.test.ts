import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stepValue } from '../../src/client/features/calculator/form/step-value';

const blueEssence = { min: 1, max: 99_999_999_999 };
const riotPoints = blueEssence;

describe('an arrow press on a count', () => {
  it('lands on round values: Blue Essence 1000, 2000 … and Riot Points 100, 200 … from an empty field', () => {
    expect(stepValue(undefined, 1, 1000, blueEssence)).toBe(1000);
    expect(stepValue(1000, 1, 1000, blueEssence)).toBe(2000);
    expect(stepValue(1, 1, 1000, blueEssence)).toBe(1000);
    expect(stepValue(undefined, 1, 100, riotPoints)).toBe(100);
    expect(stepValue(100, 1, 100, riotPoints)).toBe(200);
    expect(stepValue(1, 1, 100, riotPoints)).toBe(100);
    expect(stepValue(1500, -1, 1000, blueEssence)).toBe(1000);
    expect(stepValue(1000, -1, 1000, blueEssence)).toBe(1);
    expect(stepValue(undefined, -1, 1000, blueEssence)).toBe(1);
    expect(stepValue(99_999_999_999, 1, 1000, blueEssence)).toBe(99_999_999_999);
    expect(stepValue(undefined, 1, 1, { min: 0, max: 168 })).toBe(1);
    expect(stepValue(-3, 1, 1, { min: null, max: null })).toBe(-2);
  });

  const bounds = fc
    .tuple(
      fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: null }),
      fc.option(fc.integer({ min: -1000, max: 100_000 }), { nil: null }),
    )
    .filter(([min, max]) => min === null || max === null || min <= max)
    .map(([min, max]) => ({ min, max }));

  it('gives a multiple of the step or a bound, within the bounds, moved the way of the arrow (or held at a bound)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -200_000, max: 200_000 }), { nil: undefined }),
        fc.constantFrom(1 as const, -1 as const),
        fc.integer({ min: 1, max: 5000 }),
        bounds,
        (current, direction, step, b) => {
          const next = stepValue(current, direction, step, b);
          if (b.min !== null) expect(next).toBeGreaterThanOrEqual(b.min);
          if (b.max !== null) expect(next).toBeLessThanOrEqual(b.max);
          const onGrid = next % step === 0;
          expect(onGrid || next === b.min || next === b.max).toBe(true);
          const from = current ?? 0;
          const inside = (b.min === null || from >= b.min) && (b.max === null || from <= b.max);
          // From a value within the bounds, ▲ never goes down and ▼ never goes up; it moves unless held at a bound.
          if (inside) {
            if (direction === 1) expect(next === b.max || next > from).toBe(true);
            else expect(next === b.min || next < from).toBe(true);
          }
          // No round value is skipped: the step lands on the nearest one that way.
          if (onGrid && next !== b.min && next !== b.max) expect(Math.abs(next - from)).toBeLessThanOrEqual(step);
        },
      ),
    );
  });
});
