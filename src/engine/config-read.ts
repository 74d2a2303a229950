import type { ChoiceInput, CountConfig, FlatConfig, GameConfig, GroupItemConfig, OptionConfig } from './game-types';

// Tolerant readers: a config from the API or an editor may lack an entry (an older save);
// a missing number reads as 0 and a missing label as the game file's, so pricing never throws.

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value !== '' ? value : fallback);

export function readCount(config: GameConfig, key: string, fallbackLabel: string): CountConfig {
  const entry = record(config[key]);
  return { label: text(entry.label, fallbackLabel), value: num(entry.value), multi: num(entry.multi) };
}

export function readGroupItem(config: GameConfig, groupKey: string, itemKey: string, fallbackLabel: string): Required<GroupItemConfig> {
  const entry = record(record(config[groupKey])[itemKey]);
  const label = text(entry.label, fallbackLabel);
  return { label, multi: num(entry.multi), value: num(entry.value), text: text(entry.text, label) };
}

export function readFlat(config: GameConfig, key: string, fallbackLabel: string): FlatConfig {
  const entry = record(config[key]);
  return { label: text(entry.label, fallbackLabel), value: num(entry.value) };
}

/** A choice's options (well-formed entries only). */
export function readOptions(config: GameConfig, input: ChoiceInput): OptionConfig[] {
  const list = config[input.options];
  if (!Array.isArray(list)) return [];
  return list
    .map((option) => record(option))
    .filter((option) => typeof option.label === 'string')
    .map((option) => ({ label: option.label as string, value: num(option.value) }));
}

/** The option a label selects: that label, else the input's default, else the first; null for an empty list. */
export function selectOption(options: readonly OptionConfig[], input: ChoiceInput, label: unknown): OptionConfig | null {
  return options.find((o) => o.label === label) ?? options.find((o) => o.label === input.default) ?? options[0] ?? null;
}

/** The market factor; 0.4 (the spec's default) when the config has none. */
export function readMarket(config: GameConfig): number {
  return typeof config.market === 'number' && Number.isFinite(config.market) && config.market >= 0 ? config.market : 0.4;
}
