import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOf } from '../../src/engine/price';
import { configArb, countFields, inputsArb } from '../helpers/arbitraries';
import { registryWithFixture } from '../helpers/game-files';
import { referencePrice } from '../helpers/reference-price';

const RUNS = { numRuns: 150 };

describe.each(registryWithFixture.games.map((game) => ({ game, id: game.id })))('price properties of $id', ({ game }) => {
  it('equals a naive sum over the declared inputs (defaults and random configs)', () => {
    // Random configs keep the defaults' labels, so the same inputs fit both.
    fc.assert(
      fc.property(configArb(game), fc.boolean(), inputsArb(game), (random, useDefaults, inputs) => {
        const config = useDefaults ? game.defaults : random;
        const { price } = priceOf(game, config, inputs);
        expect(Math.abs(price - referencePrice(game, config, inputs))).toBeLessThanOrEqual(0.005 + 1e-12 * Math.max(1, price));
      }),
      { numRuns: 300 },
    );
  });

  it('is finite and never negative', () => {
    fc.assert(
      fc.property(configArb(game), inputsArb(game), (config, inputs) => {
        const { price, market, breakdown } = priceOf(game, config, inputs);
        expect(Number.isFinite(price) && price >= 0).toBe(true);
        expect(Number.isFinite(market) && market >= 0).toBe(true);
        for (const part of breakdown) expect(Number.isFinite(part.amount)).toBe(true);
      }),
      RUNS,
    );
  });

  const fields = countFields(game);
  it('never decreases when a count rises', () => {
    fc.assert(
      fc.property(
        configArb(game),
        inputsArb(game),
        fc.nat({ max: fields.length - 1 }),
        fc.integer({ min: 1, max: 1000 }),
        (config, inputs, which, rise) => {
          const field = fields[which]!;
          const read = (data: Record<string, unknown>) =>
            field.path.length === 1 ? data[field.path[0]] : (data[field.path[0]] as Record<string, unknown> | undefined)?.[field.path[1]];
          const before = typeof read(inputs) === 'number' ? (read(inputs) as number) : 0;
          let after = Math.max(before, field.min ?? before) + rise;
          if (field.max !== null) after = Math.min(after, field.max);
          const raised = structuredClone(inputs);
          if (field.path.length === 1) raised[field.path[0]] = after;
          else raised[field.path[0]] = { ...((raised[field.path[0]] as object | undefined) ?? {}), [field.path[1]]: after };
          expect(priceOf(game, config, raised).price).toBeGreaterThanOrEqual(priceOf(game, config, inputs).price);
        },
      ),
      RUNS,
    );
  });

  it('gives market = price × the config market factor, to the cent', () => {
    fc.assert(
      fc.property(configArb(game), inputsArb(game), (config, inputs) => {
        const { price, market } = priceOf(game, config, inputs);
        // Half a cent, plus float noise at the size of the figure.
        expect(Math.abs(market - price * config.market)).toBeLessThanOrEqual(0.005 + 1e-12 * Math.max(1, price));
        expect(Math.round(market * 100) / 100).toBe(market);
      }),
      RUNS,
    );
  });

  it('rounds the price once, to cents, and its breakdown adds up to it', () => {
    fc.assert(
      fc.property(configArb(game), inputsArb(game), (config, inputs) => {
        const { price, breakdown } = priceOf(game, config, inputs);
        expect(Math.round(price * 100) / 100).toBe(price);
        const sum = breakdown.reduce((total, part) => total + part.amount, 0);
        expect(Math.abs(sum - price)).toBeLessThanOrEqual(0.005 * breakdown.length + 1e-6);
      }),
      RUNS,
    );
  });
});
