import { Paper, Text, Title } from '@mantine/core';
import { parseDecimal, toMoney } from '../../../engine/converter';
import type { ConverterDefinition } from '../../../engine/converter-types';
import { formatMoney } from './format';
import classes from './ConverterPage.module.css';

/** Says what the rate is (a buying price), so nobody reads it as what the currency sells for. */
export function RateNote({ converter }: { converter: ConverterDefinition }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" className={classes.note} aria-labelledby={`${converter.id}-rate-note`}>
      <Title order={2} size="h4" id={`${converter.id}-rate-note`} mb={4}>
        A buying price, not a resale value
      </Title>
      <Text>{converter.rateNote}</Text>
    </Paper>
  );
}

/**
 * What a creator is paid for the same amount (Roblox DevEx, Twitch's Bits payout): a public
 * figure with the month it was checked, applied to the amount typed on the left.
 */
export function PayoutNote({ converter, units }: { converter: ConverterDefinition; units: string }) {
  const { payout, unit } = converter;
  if (!payout) return null;
  const typed = parseDecimal(units) ? units.trim() : null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${converter.id}-payout`}>
      <Title order={2} size="h4" id={`${converter.id}-payout`} mb={4}>
        {payout.label} (as of {payout.asOf})
      </Title>
      {payout.rates.map(({ currency, rate }) => {
        const symbol = converter.currencies.find((c) => c.value === currency)?.symbol ?? `${currency} `;
        return (
          <Text key={currency} fw={600}>
            {symbol}
            {rate} {currency} per {unit.singular}
            {typed && ` · for ${typed} ${unit.plural}: ${formatMoney(symbol, toMoney(typed, rate))}`}
          </Text>
        );
      })}
      <Text size="sm" className={classes.muted} mt={4}>
        {payout.note} Source: {payout.source}, as of {payout.asOf}.
      </Text>
    </Paper>
  );
}
