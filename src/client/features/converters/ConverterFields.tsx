import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { parseDecimal } from '../../../engine/converter';
import type { ConverterDefinition } from '../../../engine/converter-types';
import type { LinkedAmounts } from './use-linked-amounts';
import classes from './ConverterPage.module.css';

const fieldClasses = { input: classes.input, error: classes.error };

/** A field's hint: only for text that is there and is not a number (the other side is cleared). */
const errorOf = (text: string) => (text.trim() && !parseDecimal(text) ? 'Enter a positive number, e.g. 1000' : undefined);

export function ConverterFields({ converter, state }: { converter: ConverterDefinition; state: LinkedAmounts }) {
  const { unit } = converter;
  const { currency } = state;
  const several = converter.currencies.length > 1;
  return (
    <SimpleGrid cols={{ base: 1, sm: several ? 3 : 2 }} spacing="md" verticalSpacing="sm">
      <TextInput
        label={unit.short === unit.plural ? unit.plural : `${unit.plural} (${unit.short})`}
        placeholder={`Amount of ${unit.plural}`}
        inputMode="decimal"
        autoComplete="off"
        classNames={fieldClasses}
        size="md"
        value={state.units}
        error={errorOf(state.units)}
        onChange={(e) => state.typeUnits(e.currentTarget.value)}
      />
      <TextInput
        label={`${currency.label} (${currency.value})`}
        placeholder={`Amount in ${currency.value}`}
        inputMode="decimal"
        autoComplete="off"
        classNames={fieldClasses}
        size="md"
        leftSection={<span aria-hidden="true">{currency.symbol}</span>}
        value={state.money}
        error={errorOf(state.money)}
        onChange={(e) => state.typeMoney(e.currentTarget.value)}
      />
      {several && (
        <NativeSelect
          label="Currency"
          size="md"
          value={currency.value}
          data={converter.currencies.map((c) => ({ value: c.value, label: `${c.value} (${c.symbol})` }))}
          onChange={(e) => state.chooseCurrency(e.currentTarget.value)}
        />
      )}
    </SimpleGrid>
  );
}
