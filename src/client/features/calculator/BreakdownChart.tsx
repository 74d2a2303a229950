import { Box, Group, Paper, Text, Title } from '@mantine/core';
import { formatEuro } from '../../../shared/format-euro';

export interface BreakdownItem {
  label: string;
  amount: number;
}

// A part too small to round to 1% still shows that it counts.
const share = (amount: number, total: number) => {
  const percent = Math.round((amount / total) * 100);
  return percent === 0 ? '<1%' : `${percent}%`;
};

/** A real list with the amounts written out, so it reads the same without the bars. */
export function BreakdownChart({ items }: { items: readonly BreakdownItem[] }) {
  const shown = items.filter((item) => item.amount > 0).sort((a, b) => b.amount - a.amount);
  if (shown.length === 0) return null;
  const largest = shown[0]!.amount;
  const total = shown.reduce((sum, item) => sum + item.amount, 0);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="breakdown-title">
      <Title order={2} size="h4" id="breakdown-title" mb="sm">
        What makes up the value
      </Title>
      <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }} data-testid="breakdown">
        {shown.map((item) => (
          <Box component="li" key={item.label} mb={8}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{item.label}</Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatEuro(item.amount)}{' '}
                <Text span size="xs" c="dimmed">
                  ({share(item.amount, total)})
                </Text>
              </Text>
            </Group>
            <Box h={8} bg="var(--mantine-color-default-border)" style={{ borderRadius: 4, overflow: 'hidden' }} aria-hidden>
              <Box h="100%" w={`${Math.max(2, (item.amount / largest) * 100)}%`} bg="var(--mantine-primary-color-filled)" />
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
