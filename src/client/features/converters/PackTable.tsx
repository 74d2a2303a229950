import { Table, Title } from '@mantine/core';
import { packPrice } from '../../../engine/converter';
import type { ConverterCurrency, ConverterDefinition } from '../../../engine/converter-types';
import { formatCount, formatMoney, formatPerMoney } from './format';

const symbolOf = (converter: ConverterDefinition, code: string) => converter.currencies.find((c) => c.value === code)?.symbol ?? `${code} `;

/**
 * Packs with fixed prices show them in their own currency with the units per unit of money; packs
 * priced by the rate (Twitch's discounts) show the price in the chosen currency.
 */
export function PackTable({ converter, currency }: { converter: ConverterDefinition; currency: ConverterCurrency }) {
  const { packs, unit } = converter;
  const fixed = packs.priceCurrency;
  const fixedSymbol = fixed ? symbolOf(converter, fixed) : '';
  return (
    <section aria-labelledby={`${converter.id}-packs`}>
      <Title order={2} size="h3" id={`${converter.id}-packs`} mb="xs">
        {packs.title}
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table striped withTableBorder highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{unit.plural}</Table.Th>
              {fixed ? (
                <>
                  <Table.Th scope="col">Price ({fixed})</Table.Th>
                  <Table.Th scope="col">
                    {unit.short} per {fixedSymbol}1
                  </Table.Th>
                </>
              ) : (
                <>
                  <Table.Th scope="col">Discount</Table.Th>
                  <Table.Th scope="col">Price ({currency.value})</Table.Th>
                </>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {packs.rows.map((row) => (
              <Table.Tr key={row.amount}>
                <Table.Td>
                  {formatCount(row.amount)} {unit.short}
                </Table.Td>
                {fixed && row.price !== undefined ? (
                  <>
                    <Table.Td>{formatMoney(fixedSymbol, row.price.toFixed(2))}</Table.Td>
                    <Table.Td>{formatPerMoney(row.amount, row.price)}</Table.Td>
                  </>
                ) : (
                  <>
                    <Table.Td>{row.discountPercent ? `${row.discountPercent}%` : 'None'}</Table.Td>
                    <Table.Td>{formatMoney(currency.symbol, packPrice(row.amount, currency.rate, row.discountPercent ?? 0))}</Table.Td>
                  </>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

/** Things priced in the currency itself (the battle pass), with their value at the chosen rate. */
export function SpendTable({ converter, currency }: { converter: ConverterDefinition; currency: ConverterCurrency }) {
  if (!converter.spends?.length) return null;
  const { unit } = converter;
  return (
    <section aria-labelledby={`${converter.id}-spends`}>
      <Title order={2} size="h3" id={`${converter.id}-spends`} mb="xs">
        What {unit.plural} buy
      </Title>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Item</Table.Th>
            <Table.Th scope="col">Cost</Table.Th>
            <Table.Th scope="col">Value ({currency.value})</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {converter.spends.map((spend) => (
            <Table.Tr key={spend.label}>
              <Table.Th scope="row" fw={400}>
                {spend.label}
              </Table.Th>
              <Table.Td>
                {formatCount(spend.amount)} {unit.short}
              </Table.Td>
              <Table.Td>{formatMoney(currency.symbol, packPrice(spend.amount, currency.rate))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
