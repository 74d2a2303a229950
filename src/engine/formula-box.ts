import { readOptions } from './config-read';
import type { GameDefinition, RawInputs } from './game-types';
import { formulaOf } from './formula';
import { unroundedTerms } from './price';

/**
 * The largest price whose cents are still exact in a double (2^53 cents): above it the rounding
 * to cents, the breakdown and the market value stop adding up.
 */
export const LARGEST_PRICE = Number.MAX_SAFE_INTEGER / 100;

/** A count without an upper bound is tried at the largest whole number a game file may write. */
const UNBOUNDED = 99_999_999_999;
/** Up to this many dimensions every corner is tried (2^10 = 1024 pricings); beyond, corners are sampled. */
const ALL_CORNERS_UP_TO = 10;
const SAMPLED_CORNERS = 1024;
const RANDOM_POINTS = 512;

/** One axis of the inputs' box: how to write its low and high end, and a point between, into raw inputs. */
interface Axis {
  set(raw: RawInputs, at: 'low' | 'high' | number): void;
}

function countAxis(min: number | null, max: number | null, write: (raw: RawInputs, n: number) => void): Axis {
  const low = 0; // empty counts 0, whatever the minimum
  const high = max ?? UNBOUNDED;
  const from = Math.max(1, min ?? 1);
  return {
    set: (raw, at) => write(raw, at === 'low' ? low : at === 'high' ? high : from + Math.floor(at * (high - from + 1))),
  };
}

function axesOf(game: GameDefinition): Axis[] {
  const axes: Axis[] = [];
  for (const input of game.inputs) {
    if (input.kind === 'count') axes.push(countAxis(input.min, input.max, (raw, n) => (raw[input.key] = n)));
    else if (input.kind === 'flag')
      axes.push({ set: (raw, at) => (raw[input.key] = at === 'high' || (typeof at === 'number' && at >= 0.5)) });
    else if (input.kind === 'group') {
      for (const item of input.items) {
        axes.push(
          countAxis(input.min, input.max, (raw, n) => {
            raw[input.key] = { ...((raw[input.key] as Record<string, number> | undefined) ?? {}), [item.key]: n };
          }),
        );
      }
    } else {
      const options = [...readOptions(game.defaults, input)].sort((a, b) => a.value - b.value);
      if (options.length === 0) continue;
      axes.push({
        set: (raw, at) => {
          const index = at === 'low' ? 0 : at === 'high' ? options.length - 1 : Math.floor(at * options.length);
          raw[input.key] = options[index]!.label;
        },
      });
    }
  }
  return axes;
}

/** A small seeded generator (mulberry32), so a check finds the same point every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BoxFinding {
  /** The inputs that gave it, as a visitor's form would hold them. */
  inputs: RawInputs;
  /** What the formula (or one of its terms) gave: a number too large, Infinity or NaN. */
  result: number;
  /** The inputs the offending term reads (all of them when only the sum overflows). */
  keys: string[];
}

/**
 * Prices the game under its defaults at the corners of its inputs' box (each count empty or at its
 * max, each flag off or on, each choice at its cheapest or dearest option) and at 512 seeded random
 * points inside; returns the first pricing that is not finite or above LARGEST_PRICE, or null.
 */
export function findOverflow(game: GameDefinition): BoxFinding | null {
  const axes = axesOf(game);
  const next = random(0x5eed);
  const bad = (raw: RawInputs): BoxFinding | null => {
    const terms = unroundedTerms(game, game.defaults, raw);
    const total = terms.reduce((sum, term) => sum + term, 0);
    const wrong = (value: number) => !Number.isFinite(value) || Math.abs(value) > LARGEST_PRICE;
    const term = terms.findIndex(wrong);
    if (term !== -1) return { inputs: raw, result: terms[term]!, keys: formulaOf(game).terms[term]!.keys };
    return wrong(total) ? { inputs: raw, result: total, keys: Object.keys(raw) } : null;
  };
  const corners =
    axes.length <= ALL_CORNERS_UP_TO
      ? Array.from({ length: 2 ** axes.length }, (_, n) => axes.map((_, bit) => (n >> bit) & 1))
      : [axes.map(() => 0), axes.map(() => 1), ...Array.from({ length: SAMPLED_CORNERS }, () => axes.map(() => (next() < 0.5 ? 0 : 1)))];
  for (const corner of corners) {
    const raw: RawInputs = {};
    corner.forEach((high, i) => axes[i]!.set(raw, high ? 'high' : 'low'));
    const found = bad(raw);
    if (found) return found;
  }
  for (let n = 0; n < RANDOM_POINTS; n++) {
    const raw: RawInputs = {};
    for (const axis of axes) axis.set(raw, next());
    const found = bad(raw);
    if (found) return found;
  }
  return null;
}
