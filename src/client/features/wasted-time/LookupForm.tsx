import { useEffect, useRef, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_REGION, REGION_CODES } from '../../../shared/api/lol-regions';
import { RiotIdFields, useRiotIdEntry } from '../../components/RiotIdFields';
import type { FetchBody } from '../../../shared/api/wasted-time';
import { riotIdProblem, splitRiotId } from '../../lib/riot-id';

export function LookupForm({ onSearch, loading }: { onSearch: (body: FetchBody) => void; loading: boolean }) {
  // Search pressed before the script has taken over submits the form natively (GET, this page):
  // the server render and the hydrated form start from the sent fields, so the press is not lost.
  const [params] = useSearchParams();
  const sent = params.get('riotId');
  const sentRegion = REGION_CODES.find((code) => code === params.get('region')) ?? DEFAULT_REGION;
  const entry = useRiotIdEntry({ riotId: sent ?? '', region: sentRegion, problem: sent === null ? null : riotIdProblem(sent) });
  const sentSearched = useRef(false);
  useEffect(() => {
    if (sentSearched.current || sent === null || riotIdProblem(sent)) return;
    sentSearched.current = true;
    onSearch({ ...splitRiotId(sent)!, region: sentRegion });
  }, [sent, sentRegion, onSearch]);

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
            names={{ riotId: 'riotId', region: 'region' }}
          />
          <Group gap="xs" mih={24} aria-live="polite">
            {loading && (
              <>
                <Loader size="xs" />
                <Text size="sm">Fetching Account Data...</Text>
              </>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
