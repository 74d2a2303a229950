import { Table, Text, Title } from '@mantine/core';
import type { GameConfig, GameDefinition } from '../../../engine/game-types';
import { PRICE_JUMP_FACTOR, UNBOUNDED_COUNT, boundPrices } from '../../../engine/price-preview';
import { priceOf } from '../../../engine/price';
import { describeExample } from '../../../shared/price-jumps';
import { formatEuro } from '../../../shared/format-euro';

/** "×12.5" when a price moves, marked when it moves tenfold or more either way (what the save guard asks about). */
function Factor({ before, after }: { before: number; after: number }) {
  if (before === after) return null;
  const factor = Math.max(after, 0.01) / Math.max(before, 0.01);
  const jump = factor >= PRICE_JUMP_FACTOR || factor <= 1 / PRICE_JUMP_FACTOR;
  return (
    // On a line of its own, so the column stays narrow on a phone.
    <Text size="xs" c={jump ? 'red.8' : 'dimmed'} fw={jump ? 700 : 400}>
      ×{factor >= 10 ? Math.round(factor).toLocaleString('en-GB') : factor < 0.1 ? factor.toPrecision(2) : factor.toFixed(2)}
      {jump ? ', tenfold or more' : ''}
    </Text>
  );
}

interface Props {
  game: GameDefinition;
  stored: GameConfig;
  edited: GameConfig;
}

/**
 * What the edit does to visitors' prices before it is saved (decision 0032): the game file's
 * examples priced with the stored and with the edited config, and the richest and the poorest
 * account the form allows. The engine is the one the calculator page runs.
 */
export function PricePreview({ game, stored, edited }: Props) {
  const [boundsWas, boundsNow] = [boundPrices(game, stored), boundPrices(game, edited)];
  const rows = [
    ...game.examples.flatMap((example, i) => {
      const [was, now] = [priceOf(game, stored, example.inputs), priceOf(game, edited, example.inputs)];
      const name = `Example ${i + 1}: ${describeExample(game, example)}`;
      return [
        { name, value: 'Estimated Real Value', before: was.price, after: now.price },
        { name, value: 'Market Value', before: was.market, after: now.market },
      ];
    }),
    { name: 'Richest account', value: 'Estimated Real Value', before: boundsWas.richest, after: boundsNow.richest },
    { name: 'Poorest account', value: 'Estimated Real Value', before: boundsWas.poorest, after: boundsNow.poorest },
  ];
  return (
    <section aria-label={`Preview of ${game.name} prices`}>
      <Title order={3} fz="md" mb={4}>
        Preview
      </Title>
      {/* No scroll container: three narrow columns fit a phone, and a scrolling region would have to take focus (axe). */}
      <Table fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account</Table.Th>
            <Table.Th ta="right">Stored</Table.Th>
            <Table.Th ta="right">Edited</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.name} ${row.value}`}>
              <Table.Td>
                {row.value === 'Market Value' ? null : row.name}
                <Text size="xs" c="dimmed">
                  {row.value}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatEuro(row.before)}</Table.Td>
              <Table.Td ta="right">
                {formatEuro(row.after)}
                <Factor before={row.before} after={row.after} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Text size="xs" c="dimmed">
        Richest: every field at its upper bound ({UNBOUNDED_COUNT} where a field has none); poorest: every field at its lower bound.
      </Text>
    </section>
  );
}
