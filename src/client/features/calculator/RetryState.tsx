import { Button, Paper, Stack, Text } from '@mantine/core';

/** What the page shows when its prices could not be loaded (the toast carries the reason). */
export function RetryState({ gameName, onRetry, retrying }: { gameName: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Paper withBorder p="lg" radius="md" role="alert">
      <Stack align="center" gap="sm" ta="center">
        <Text fw={700}>{`The ${gameName} prices could not be loaded.`}</Text>
        <Text size="sm" c="dimmed">
          Check your connection, then try again.
        </Text>
        <Button onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </Stack>
    </Paper>
  );
}
