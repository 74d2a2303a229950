import { describe, expect, it } from 'vitest';
import { roundCents } from '../../src/engine/money';

describe('roundCents', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [0.125, 0.13],
    [10.235, 10.24],
    [-1.005, -1.01],
    [0.1 + 0.2, 0.3],
    [1234567.895, 1234567.9],
    [0, 0],
    [Number.NaN, 0],
    [Infinity, 0],
  ])('rounds %d to %d', (euros, cents) => {
    expect(roundCents(euros)).toBe(cents);
  });
});
