import { Alert, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { SyncRun } from '../../../../shared/api/skin-operator';
import { SyncRunItem } from './SyncRunItem';
import { runPhaseText } from './sync-run-text';
import section from '../section.module.css';

interface Props {
  runs: SyncRun[] | null;
  active: SyncRun | null;
  failed: boolean;
}

export function SyncPanel({ runs, active, failed }: Props) {
  const share = active && active.total > 0 ? Math.round((active.processed / active.total) * 100) : 0;
  return (
    <Paper component="section" withBorder radius="md" className={section.section} aria-labelledby="sync-heading">
      <Title order={2} className={section.title} id="sync-heading">
        Skin sync
      </Title>
      {failed && (
        <Alert color="red" variant="light" mt="sm">
          The sync history could not be loaded; trying again.
        </Alert>
      )}
      {active && (
        <Stack gap={4} mt="sm" aria-live="polite">
          <Text size="sm" fw={600}>
            Run {active.id} · {runPhaseText(active)}
          </Text>
          <Progress value={share} animated aria-label={`Sync progress ${share}%`} />
          {active.error && (
            <Text size="sm" c="red.8">
              Last attempt: {active.error}
            </Text>
          )}
        </Stack>
      )}
      <Title order={3} fz="md" mt="md" mb="xs">
        Last runs
      </Title>
      {runs === null ? (
        <Text size="sm" c="dimmed" mih={24}>
          Loading…
        </Text>
      ) : runs.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sync has run yet. 'Sync Skins' starts one.
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {runs.map((run) => (
            <SyncRunItem key={run.id} run={run} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
