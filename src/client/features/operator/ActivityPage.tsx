import { useState } from 'react';
import { Badge, Button, Container, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useInputState } from '@mantine/hooks';
import { activity } from '../../../shared/api/activity';
import siteTexts from '../../../../content/site-texts.json';
import { errorText } from '../../lib/api-client';
import { useEndpointPages } from '../../lib/use-endpoint-pages';
import { ChangeList } from './ChangeList';
import { revisionTime } from './revision-call';
import { OperatorSubpageHeader } from './OperatorSubpageHeader';

const ACTIONS = [
  { value: '', label: 'Every action' },
  { value: 'save', label: 'Saves' },
  { value: 'reset', label: 'Resets' },
  { value: 'restore', label: 'Restores' },
  { value: 'login', label: 'Logins and failed logins' },
  { value: 'logout', label: 'Logouts' },
  { value: 'blog-cache', label: 'Blog cache clears' },
  { value: 'skin', label: 'Skin edits and syncs' },
];

const PAGE = 30;

const noteOf = (detail: unknown): string | null =>
  typeof detail === 'object' && detail !== null && typeof (detail as { note?: unknown }).note === 'string'
    ? (detail as { note: string }).note
    : null;

/** /dashboard/activity: the audit log, newest first, filtered by action and operator, 30 entries a page (decision 0032). */
export default function ActivityPage() {
  const [action, setAction] = useState('');
  const [actorText, setActorText] = useInputState('');
  const [actor] = useDebouncedValue(actorText.trim(), 300);
  const { pages, error, more, loading, next } = useEndpointPages(
    activity,
    (_, previous) => (previous && !previous.next ? null : { query: { limit: PAGE, action, actor, before: previous?.next ?? undefined } }),
    { more: (loaded) => loaded.at(-1)?.next != null },
  );
  const entries = pages.flatMap((page) => page.entries);

  return (
    <>
      <OperatorSubpageHeader page={siteTexts.pages.dashboardActivity} />
      <Container component="main" id="main" size="lg" pb="xl" w="100%">
        <Title order={1} fz={{ base: 26, sm: 32 }} mb="md">
          Activity
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap" mb="md">
          <Select label="Action" data={ACTIONS} value={action} onChange={(value) => setAction(value ?? '')} allowDeselect={false} w={240} />
          <TextInput label="Operator" placeholder="Any operator" value={actorText} onChange={setActorText} maxLength={64} w={240} />
        </Group>
        {error ? (
          <Text c="red.8" role="alert">
            {errorText(error)}
          </Text>
        ) : pages.length === 0 ? (
          <Text role="status">Loading...</Text>
        ) : entries.length === 0 ? (
          <Text>Nothing matches these filters.</Text>
        ) : (
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Activity entries">
            {entries.map((entry) => (
              <Paper key={entry.id} component="li" withBorder radius="md" p="sm">
                <Group gap="xs" wrap="wrap" mb={entry.changes?.length ? 4 : 0}>
                  <Badge variant="light">{entry.action}</Badge>
                  <Text size="sm" fw={600}>
                    {entry.actor}
                  </Text>
                  <Text size="sm">{entry.target}</Text>
                  <Text size="sm" c="dimmed">
                    {revisionTime(entry.at)}
                  </Text>
                  {entry.requestId && (
                    <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                      request {entry.requestId}
                    </Text>
                  )}
                </Group>
                {noteOf(entry.detail) ? (
                  <Text size="sm" mb={4} fs="italic">
                    Note: {noteOf(entry.detail)}
                  </Text>
                ) : null}
                {entry.changes && entry.changes.length > 0 && <ChangeList changes={entry.changes} label={`Changes of entry ${entry.id}`} />}
              </Paper>
            ))}
          </Stack>
        )}
        {more && (
          <Group justify="center" mt="md">
            <Button variant="default" loading={loading} onClick={next}>
              Show older entries
            </Button>
          </Group>
        )}
      </Container>
    </>
  );
}
