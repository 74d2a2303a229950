import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { toast } from 'react-toastify/unstyled';
import { CONFIRM_PRICE_JUMP, type ResourceRevisions, type RevisionEntry } from '../../../shared/api/revisions';
import { ApiError, callApi, errorText } from '../../lib/api-client';
import { useEndpoint } from '../../lib/use-endpoint';
import { ChangeList } from './ChangeList';
import { changesBetween, type Change } from '../../../shared/changes';
import { withLabels } from '../../../shared/change-labels';
import { ConfirmModal } from './ConfirmModal';
import { isConflict } from './ConflictPanel';
import { ifMatch, revisionTime } from './revision-call';

interface Props {
  revisions: ResourceRevisions;
  /** After a restore stored a new revision: the section reads the stored value again. */
  onRestored: () => void;
  /** Names a change's field in the editor's words (as the server's recorded changes are). */
  label?: (change: Change) => string;
  /**
   * Runs the restore through the section's draft (useDraft's `write`), so a stale one opens the
   * section's conflict panel; without it, a refusal is a toast.
   */
  write?: (run: () => Promise<unknown>, value: unknown) => Promise<void>;
}

interface Asked {
  entry: RevisionEntry;
  /** Set when the server asked for the tenfold confirmation: its sentence. */
  jump?: string;
}

const actionText = { save: 'Saved', reset: 'Reset', restore: 'Restored' } as const;

/** Restore (after a confirmation) stores an old value again as a new revision, never deleting one (decision 0032). */
export function RevisionHistory({ revisions, onRestored, label, write }: Props) {
  const history = useEndpoint(revisions.history, {}, { onError: () => undefined });
  const [asked, setAsked] = useState<Asked | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [compared, setCompared] = useState<number | null>(null);
  const list = history.data?.revisions;
  const head = list?.[0]?.revision;

  const restore = async ({ entry, jump }: Asked) => {
    setAsked(null);
    setRestoring(true);
    const restoring = async () => {
      const reply = await callApi(revisions.restore, {
        params: { revision: entry.revision },
        body: {},
        headers: ifMatch(head ?? 1),
        ...(jump ? { query: CONFIRM_PRICE_JUMP } : {}),
      });
      toast.success(reply.message);
    };
    try {
      await (write ? write(restoring, entry.value) : restoring());
      onRestored();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PRICE_JUMP') setAsked({ entry, jump: error.message });
      // A stale restore made through the section's draft shows in its conflict panel.
      else if (!(write && isConflict(error))) toast.error(errorText(error));
    } finally {
      setRestoring(false);
      await history.mutate();
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="History">
      <Title order={3} fz="md" mb="xs">
        History
      </Title>
      {history.error ? (
        <Text size="sm" c="red.8">
          {errorText(history.error)}
        </Text>
      ) : !list ? (
        <Text size="sm" c="dimmed" role="status">
          Loading the history…
        </Text>
      ) : (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((entry) => (
            <li key={entry.revision}>
              <Group justify="space-between" wrap="wrap" gap="xs" mb={4}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} size="sm">
                    Revision {entry.revision}
                  </Text>
                  {entry.revision === head && (
                    <Badge size="sm" variant="light">
                      Current
                    </Badge>
                  )}
                  <Text size="sm" c="dimmed">
                    {entry.actor === 'system' && entry.revision === 1
                      ? `As stored when its history began, ${revisionTime(entry.at)}`
                      : `${actionText[entry.action]}${entry.restoredFrom !== null ? ` from revision ${entry.restoredFrom}` : ''} by ${entry.actor}, ${revisionTime(entry.at)}`}
                  </Text>
                </Group>
                {entry.revision !== head && (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-expanded={compared === entry.revision}
                      onClick={() => setCompared((open) => (open === entry.revision ? null : entry.revision))}
                    >
                      Compare revision {entry.revision} with current
                    </Button>
                    <Button size="xs" variant="default" loading={restoring} onClick={() => setAsked({ entry })}>
                      Restore revision {entry.revision}
                    </Button>
                  </Group>
                )}
              </Group>
              {entry.note ? (
                <Text size="sm" mb={4} fs="italic">
                  Note: {entry.note}
                </Text>
              ) : null}
              <ChangeList changes={entry.changes} label={`Changes of revision ${entry.revision}`} />
              {compared === entry.revision && list[0] ? (
                <div>
                  <Text size="sm" fw={600} mt={4} mb={2}>
                    {`From revision ${entry.revision} to the current revision ${list[0].revision}`}
                  </Text>
                  <ChangeList
                    changes={withLabels(changesBetween(entry.value, list[0].value), label)}
                    label={`Revision ${entry.revision} against the current one`}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </Stack>
      )}
      <ConfirmModal
        opened={asked !== null}
        title={asked?.jump ? 'Restore a tenfold price change?' : `Restore revision ${asked?.entry.revision ?? ''}?`}
        cancelLabel="Cancel"
        confirmLabel={asked?.jump ? 'Restore anyway' : 'Restore'}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && void restore(asked)}
      >
        {asked?.jump ??
          `The values of revision ${asked?.entry.revision ?? ''} are stored again as a new revision, and visitors see them at once. No revision is deleted; unsaved edits here are kept.`}
      </ConfirmModal>
    </Paper>
  );
}
