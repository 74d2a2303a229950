import { useState } from 'react';
import { toMoney, toUnits } from '../../../engine/converter';
import type { ConverterCurrency, ConverterDefinition } from '../../../engine/converter-types';

export interface LinkedAmounts {
  /** The left field's text: in-game units. */
  units: string;
  /** The right field's text: money in `currency`. */
  money: string;
  currency: ConverterCurrency;
  typeUnits: (text: string) => void;
  typeMoney: (text: string) => void;
  chooseCurrency: (code: string) => void;
}

/**
 * Typing units rewrites money (2 decimals), typing money rewrites units (whole number); text that
 * is not a number clears the other side.
 */
export function useLinkedAmounts(converter: ConverterDefinition): LinkedAmounts {
  const [units, setUnits] = useState('');
  const [money, setMoney] = useState('');
  const [code, setCode] = useState(converter.currencies[0]!.value);
  const currency = converter.currencies.find((c) => c.value === code) ?? converter.currencies[0]!;
  return {
    units,
    money,
    currency,
    typeUnits: (text) => {
      setUnits(text);
      setMoney(toMoney(text, currency.rate));
    },
    typeMoney: (text) => {
      setMoney(text);
      setUnits(toUnits(text, currency.rate));
    },
    chooseCurrency: (next) => {
      const chosen = converter.currencies.find((c) => c.value === next);
      if (!chosen) return;
      setCode(chosen.value);
      setMoney(toMoney(units, chosen.rate));
    },
  };
}
