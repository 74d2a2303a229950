import { useState } from 'react';
import { Anchor, Badge, Button, Group, List, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { skinSyncRun, type SyncRun, type SyncRunDetail } from '../../../../shared/api/skin-operator';
import { callApi, errorText } from '../../../lib/api-client';
import { skinEditPath } from './skin-edit-path';
import { FIELD_LABELS, runOutcomeText, runTime } from './sync-run-text';

// Filled, dark shades: white text on them passes AA contrast.
const STATE_COLOR: Record<SyncRun['state'], string> = { queued: 'gray.7', running: 'blue.8', done: 'teal.9', failed: 'red.9' };

function changeLine(change: SyncRunDetail['changes'][number]): string {
  if (change.kind !== 'changed') return change.kind === 'returned' ? 'listed again' : change.kind;
  const label = (field: string) => FIELD_LABELS[field] ?? field;
  return change.fields
    .map((f) => (f.flagged ? `${label(f.field)} (under your edit: source now says ${String(f.now)})` : label(f.field)))
    .join(', ');
}

export function SyncRunItem({ run }: { run: SyncRun }) {
  const [detail, setDetail] = useState<SyncRunDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const show = () => callApi(skinSyncRun, { params: { runId: run.id } }).then(setDetail, (error: unknown) => setProblem(errorText(error)));
  const { unchanged: _unchanged, ...changes } = run.counts;
  const changed = run.outcome === 'committed' && Object.values(changes).some((n) => n > 0);
  return (
    <Paper component="li" withBorder radius="sm" p="xs">
      <Group gap="xs" wrap="wrap">
        <Badge color={STATE_COLOR[run.state]} variant="filled">
          {run.state}
        </Badge>
        <Text size="sm" fw={600}>
          Run {run.id} · {runTime(run.started_at)}
        </Text>
        <Text size="xs" c="dimmed">
          {run.source}
        </Text>
      </Group>
      <Text size="sm" mt={4}>
        {runOutcomeText(run)}
      </Text>
      {run.error && run.state !== 'done' && (
        <Text size="sm" c="red.8" mt={4}>
          {run.error}
        </Text>
      )}
      {changed && !detail && (
        <Button variant="subtle" size="compact-sm" mt={4} onClick={() => void show()}>
          Show changes
        </Button>
      )}
      {problem && (
        <Text size="sm" c="red.8">
          {problem}
        </Text>
      )}
      {detail && (
        <List size="sm" mt={4} spacing={2}>
          {detail.changes.map((change, i) => (
            <List.Item key={`${change.riot_id}-${change.kind}-${i}`}>
              <Anchor component={Link} to={skinEditPath(change.riot_id)}>
                {change.name}
              </Anchor>
              : {changeLine(change)}
            </List.Item>
          ))}
          {detail.more > 0 && <List.Item>and {detail.more} more</List.Item>}
        </List>
      )}
    </Paper>
  );
}
