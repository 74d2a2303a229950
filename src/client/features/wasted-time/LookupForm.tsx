import { type FormEvent } from 'react';
import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_REGION } from '../../../shared/api/lol-regions';
import { RiotIdFields, useRiotIdEntry } from '../../components/RiotIdFields';
import type { FetchBody } from '../../../shared/api/wasted-time';
import { riotIdProblem } from '../../lib/riot-id';
import { PLAYER_PARAM, REGION_PARAM } from './lookup-url';
import type { SentLookup } from './page-data';

/**
 * Before the script takes over it is a plain GET form to this page (`?player=Name%23Tag&region=euw1`,
 * decision 0040), which the server answers with the player; the hydrated form searches in place.
 */
export function LookupForm({
  onSearch,
  loading,
  sent,
}: {
  onSearch: (body: FetchBody) => void;
  loading: boolean;
  sent: SentLookup | null;
}) {
  const invalid = sent ? riotIdProblem(sent.riotId) : null;
  const entry = useRiotIdEntry({ riotId: sent?.riotId ?? '', region: sent?.region ?? DEFAULT_REGION, problem: invalid });
  // A refusal of the link's lookup other than the Riot ID's own (no such player, too many lookups), until the next search.
  const refusal = sent?.refusal && !invalid ? sent.refusal : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = entry.read();
    if (!body || loading) return;
    onSearch(body);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="lookup-title">
      <form method="get" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} id="lookup-title" fz="h3">
            Lookup User Wasted Time
          </Title>
          <RiotIdFields
            {...entry.fields}
            submitLabel="Search"
            busy={{ disabled: loading }}
            names={{ riotId: PLAYER_PARAM, region: REGION_PARAM }}
          />
          <Group gap="xs" mih={24} aria-live="polite">
            {loading && (
              <>
                <Loader size="xs" />
                <Text size="sm">Fetching Account Data...</Text>
              </>
            )}
            {!loading && refusal && (
              <Text size="sm" c="red.9" role="alert">
                {refusal}
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
