export interface StepBounds {
  min: number | null;
  max: number | null;
}

/**
 * Where an arrow press takes a count: to the next multiple of `step` in that direction, then into
 * the bounds. An empty field counts as 0, so ▲ on an empty Blue Essence field (step 1000, from 1)
 * gives 1000, then 2000; a value off the grid (1, 1500) goes to the nearest round value that way
 * (1000, 2000 up; 1000 down). A bound wins over the grid: ▼ from 1000 gives the minimum, 1.
 */
export function stepValue(current: number | undefined, direction: 1 | -1, step: number, bounds: StepBounds): number {
  const from = current ?? 0;
  let next = direction === 1 ? (Math.floor(from / step) + 1) * step : (Math.ceil(from / step) - 1) * step;
  if (bounds.max !== null) next = Math.min(bounds.max, next);
  if (bounds.min !== null) next = Math.max(bounds.min, next);
  return next;
}
