import { Alert, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { Conflict } from './use-draft';
import { ApiError, errorText } from '../../lib/api-client';
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

/** A refusal the conflict panel already shows (412 STALE_REVISION): no toast repeats it. */
export const isConflict = (error: unknown): boolean => error instanceof ApiError && error.code === 'STALE_REVISION';

/** Says a failed save through `say` (a toast), unless it is a conflict: the panel shows that one. */
export const reportUnlessConflict = (say: (message: string) => void) => (error: unknown) => {
  if (!isConflict(error)) say(errorText(error));
};

interface DraftConflictProps {
  draft: { conflict: Conflict<unknown> | null; saving: boolean; discard: () => void; applyMineOnTop: () => Promise<unknown> };
  /** Tells the operator why "Apply mine on top" failed (a new conflict shows in the panel instead). */
  onError: (message: string) => void;
}

/** The draft's conflict panel, while its last save met one: the way every operator editor shows it. */
export function DraftConflict({ draft, onError }: DraftConflictProps) {
  if (!draft.conflict) return null;
  const applyMine = () => void draft.applyMineOnTop().catch(reportUnlessConflict(onError));
  return <ConflictPanel conflict={draft.conflict} busy={draft.saving} onKeepTheirs={draft.discard} onApplyMine={applyMine} />;
}
