import { Alert, Paper, Text, Title } from '@mantine/core';
import { parseDecimal, toMoney } from '../../../engine/converter';
import type { ConverterDefinition } from '../../../shared/converter-definition';
import { formatMoney } from './format';

/** Says what the rate is (a buying price), so nobody reads it as what the currency sells for. */
export function RateNote({ converter }: { converter: ConverterDefinition }) {
  return (
    <Alert variant="light" color="blue" title="A buying price, not a resale value">
      {converter.rateNote}
    </Alert>
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
            1 {unit.singular} pays {symbol}{rate} {currency}
            {typed && `; ${typed} ${unit.short} pay ${formatMoney(symbol, toMoney(typed, rate))}`}
          </Text>
        );
      })}
      <Text size="sm" c="dimmed" mt={4}>{payout.note} Source: {payout.source}, as of {payout.asOf}.</Text>
    </Paper>
  );
}
