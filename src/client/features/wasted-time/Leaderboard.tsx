import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { REGIONS, regionLabel } from '../../../shared/api/lol-regions';
import { LEADERBOARD_PAGE_SIZE, leaderboard, type LeaderboardReply } from '../../../shared/api/wasted-time';
import { useEndpoint } from '../../lib/use-endpoint';
import { ProfileIcon } from './ProfileIcon';
import { rowNumber } from './time-figures';
import { oneDecimalDays } from './panel-texts';
import classes from './WastedTime.module.css';

/** The spec's Global option: an empty value (no region segment in the API path). */
const GLOBAL = '';
const REGION_OPTIONS = [{ value: GLOBAL, label: 'Global' }, ...REGIONS];

export function Leaderboard({ initial, onSelect }: { initial: LeaderboardReply | null; onSelect: (id: number) => void }) {
  const [region, setRegion] = useState(GLOBAL);
  const [page, setPage] = useState(1);
  const { data } = useEndpoint(
    leaderboard,
    { params: { page, region: region || undefined } },
    { fallbackData: page === 1 && region === GLOBAL ? (initial ?? undefined) : undefined, keepPreviousData: true },
  );
  const total = data?.total ?? 0;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="board-title">
      <Stack gap="sm">
        <Title order={2} id="board-title" fz="h3">
          Leaderboard
        </Title>
        <Text size="sm" className={classes.muted}>
          You can select a player from the leaderboard to view more details about the Account!
        </Text>
        <div className={classes.board} aria-busy={!data}>
          {data && data.lb.length === 0 && <Text py="md">No players found</Text>}
          {data && data.lb.length > 0 && (
            <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.lb.map((entry, index) => (
                <li key={entry.id}>
                  <button type="button" className={classes.row} onClick={() => onSelect(entry.id)}>
                    <span className={classes.figure}>{rowNumber(page, index, LEADERBOARD_PAGE_SIZE)}</span>
                    <ProfileIcon id={entry.profileIconId} size={40} name={entry.gameName} />
                    <span className={classes.who}>
                      <span className={classes.name}>{entry.gameName}</span>
                      <span className={classes.muted}>{regionLabel(entry.region)}</span>
                    </span>
                    <span className={classes.figure}>{oneDecimalDays(entry.totalTimeSpent)}</span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
        <Group justify="space-between" gap="sm">
          <NativeSelect
            aria-label="Leaderboard region"
            data={REGION_OPTIONS}
            value={region}
            onChange={(event) => {
              setRegion(event.currentTarget.value || GLOBAL);
              setPage(1);
            }}
            w={120}
          />
          <Group gap="xs">
            <Button variant="default" onClick={() => page > 1 && setPage(page - 1)} disabled={page <= 1}>
              Previous
            </Button>
            <Text fw={700} miw={24} ta="center" aria-label={`Page ${page}`}>
              {page}
            </Text>
            <Button
              variant="default"
              onClick={() => page * LEADERBOARD_PAGE_SIZE < total && setPage(page + 1)}
              disabled={page * LEADERBOARD_PAGE_SIZE >= total}
            >
              Next
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
