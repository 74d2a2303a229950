import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Bar {
  label: string;
  value: number;
  /** What the row says beside its label ('3 skins · 4,050 RP'). */
  detail: string;
}

export function BarList({ title, bars, total, footer }: { title: string; bars: readonly Bar[]; total: number; footer?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap={10}>
        {bars.map((bar) => (
          <div key={bar.label}>
            <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
              <Text size="sm" fw={600} truncate>
                {bar.label}
              </Text>
              <Text size="sm" style={{ flex: 'none' }}>
                {bar.detail}
              </Text>
            </Group>
            <Progress value={total > 0 ? (bar.value / total) * 100 : 0} size="sm" aria-label={`${bar.label}: ${bar.detail}`} />
          </div>
        ))}
      </Stack>
      {footer}
    </Paper>
  );
}
