import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptInput, boundsMessage } from '../../src/engine/accept-input';
import { countFields } from '../helpers/arbitraries';
import { registryWithFixture } from '../helpers/game-files';

const level = { label: 'Level', min: 1, max: 2000 };

describe('acceptInput', () => {
  it('takes an in-bounds whole number, and empty as 0', () => {
    expect(acceptInput(level, '30', 5)).toEqual({ accepted: true, value: 30, empty: false });
    expect(acceptInput(level, ' 2000 ', 5)).toEqual({ accepted: true, value: 2000, empty: false });
    expect(acceptInput(level, '', 5)).toEqual({ accepted: true, value: 0, empty: true });
    expect(acceptInput(level, '   ', 5)).toEqual({ accepted: true, value: 0, empty: true });
  });

  it('keeps the previous value and says why for anything else', () => {
    expect(acceptInput(level, '2001', 5)).toEqual({
      accepted: false,
      value: 5,
      code: 'FIELD_OUT_OF_RANGE',
      message: 'Level must be a whole number from 1 to 2000',
    });
    expect(acceptInput(level, '0', 5)).toMatchObject({ accepted: false, value: 5, code: 'FIELD_OUT_OF_RANGE' });
    for (const text of ['1.5', '12abc', 'abc', '1e3', '0x10', '--1', '1 2']) {
      expect(acceptInput(level, text, 7)).toEqual({
        accepted: false,
        value: 7,
        code: 'NOT_AN_INTEGER',
        message: 'Level must be a whole number from 1 to 2000',
      });
    }
  });

  it('takes negative numbers where a field has no bounds (League skins)', () => {
    expect(acceptInput({ label: 'Epic', min: null, max: null }, '-3', 1)).toEqual({ accepted: true, value: -3, empty: false });
    expect(boundsMessage({ label: 'Epic', min: null, max: null })).toBe('Epic must be a whole number');
    expect(boundsMessage({ label: 'X', min: 0, max: null })).toBe('X must be a whole number of at least 0');
    expect(boundsMessage({ label: 'X', min: null, max: 9 })).toBe('X must be a whole number up to 9');
  });

  const fields = registryWithFixture.games.flatMap((game) =>
    countFields(game).map((field) => ({ ...field, name: `${game.id} ${field.path.join('.')}` })),
  );

  it.each(fields)('$name takes exactly the in-bounds integers', (field) => {
    const lo = (field.min ?? -1e6) - 1000;
    const hi = (field.max ?? 1e6) + 1000;
    fc.assert(
      fc.property(fc.integer({ min: lo, max: hi }), fc.integer({ min: 0, max: 50 }), (n, previous) => {
        const inBounds = (field.min === null || n >= field.min) && (field.max === null || n <= field.max);
        const result = acceptInput(field, String(n), previous);
        expect(result.accepted).toBe(inBounds);
        expect(result.value).toBe(inBounds ? n : previous);
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = acceptInput(field, text, 3);
        const trimmed = text.trim();
        if (!result.accepted) expect(result.value).toBe(3);
        if (trimmed === '') expect(result).toEqual({ accepted: true, value: 0, empty: true });
        else if (!/^[+-]?\d+$/.test(trimmed)) expect(result.accepted).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
