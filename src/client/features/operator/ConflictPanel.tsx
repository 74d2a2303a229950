import { Alert, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { Conflict } from './use-draft';
import { ChangeList } from './ChangeList';

interface Props {
  conflict: Conflict<unknown>;
  busy: boolean;
  onKeepTheirs: () => void;
  onApplyMine: () => void;
}

/**
 * A save refused because another operator saved first (412): their changes beside the unsaved ones,
 * and the two ways on. Never a silent overwrite (decision 0032).
 */
export function ConflictPanel({ conflict, busy, onKeepTheirs, onApplyMine }: Props) {
  return (
    <Alert color="orange" variant="light" title="Someone else saved first" role="alert">
      <Stack gap="sm">
        <div>{conflict.message}</div>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <div>
            <Title order={3} fz="sm" mb={4}>
              Their changes
            </Title>
            <ChangeList changes={conflict.theirs} label="Their changes" />
          </div>
          <div>
            <Title order={3} fz="sm" mb={4}>
              Your unsaved changes
            </Title>
            <ChangeList changes={conflict.mine} label="Your unsaved changes" />
          </div>
        </SimpleGrid>
        <Group gap="sm">
          <Button variant="default" onClick={onKeepTheirs} disabled={busy}>
            Keep theirs
          </Button>
          <Button onClick={onApplyMine} loading={busy}>
            Apply mine on top
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
