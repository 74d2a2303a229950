import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatEuro } from '../../../shared/format-euro';
import { useAnimatedNumber } from './use-animated-number';

function ResultBox({ label, amount, testId }: { label: string; amount: number; testId: string }) {
  const shown = useAnimatedNumber(amount);
  return (
    <Paper withBorder shadow="xs" p="md" radius="md" ta="center">
      <Text size="sm" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {/* The final figure is announced once; the animated digits are for the eye only. */}
      <Text fz={32} fw={800} data-testid={testId} data-settled={shown === amount} aria-hidden>
        {formatEuro(shown)}
      </Text>
      <Text className="sr-only" style={srOnly}>{`${label}: ${formatEuro(amount)}`}</Text>
    </Paper>
  );
}

const srOnly = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** Hidden while the price is 0 (decision 0007), but kept mounted so the next figure animates from the one shown. */
export function ResultBoxes({ price, market }: { price: number; market: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} display={price === 0 ? 'none' : undefined} data-testid="results">
      <ResultBox label="Estimated Real Value" amount={price} testId="estimated-value" />
      <ResultBox label="Market Value" amount={market} testId="market-value" />
    </SimpleGrid>
  );
}
