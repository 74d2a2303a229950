import { Group, List, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { AccountDetails } from '../../../shared/api/wasted-time';
import { plural } from '../../../shared/counts';
import { grouped, hoursOf, sameTimeLines } from './time-figures';
import { oneDecimalDays } from './panel-texts';
import { Coverage } from './Coverage';
import classes from './WastedTime.module.css';

/**
 * Days have one decimal, rounded down, as on the leaderboard, so both say the same ('8 hours · 0.3 days').
 * `counting`: the lookup is still running, so no '0 minutes' is shown as if it were the total.
 */
export function TimeFigure({ label, minutes, counting = false }: { label: string; minutes: number; counting?: boolean }) {
  return (
    <div>
      <Text fw={700}>{label}</Text>
      {counting ? (
        <Text className={classes.figure}>Counting…</Text>
      ) : (
        <>
          <Text className={classes.figure}>{plural(minutes, 'minute')}</Text>
          <Text size="sm">
            {plural(hoursOf(minutes), 'hour')} · {oneDecimalDays(minutes)}
          </Text>
        </>
      )}
    </div>
  );
}

/**
 * The notes say what the figures cover, so none reads as complete when it is not. While the lookup
 * still counts, the equivalents wait for the total: a partial count would read 'Learned 0.00 languages'.
 */
export function TimeWasted({ account, counting = false }: { account: AccountDetails; counting?: boolean }) {
  const total = account.totalTimeSpent;
  const nothingYet = counting && account.matchesCounted === 0;
  return (
    <Stack gap="sm">
      <Group gap={6}>
        <Title order={3} fz="h4">
          Time Wasted
        </Title>
        <Tooltip
          label="The time is based on the playing time while being in a game."
          multiline
          w={240}
          events={{ hover: true, focus: true, touch: true }}
        >
          <button
            type="button"
            aria-label="About these figures: The time is based on the playing time while being in a game."
            className={classes.info}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
          </button>
        </Tooltip>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TimeFigure label="Since 2023" minutes={account.recentTimeSpent} counting={nothingYet} />
        <TimeFigure label="Overall" minutes={total} counting={nothingYet} />
      </SimpleGrid>
      <Coverage account={account} />
      {account.perQueue.length > 0 && (
        <List size="sm" spacing={2} aria-label="Minutes per queue">
          {account.perQueue.map((q) => (
            <List.Item key={q.queueId}>
              {q.name}: {grouped(q.minutes)} minutes
            </List.Item>
          ))}
        </List>
      )}
      <Title order={3} fz="h4">
        In the same time you could have...
      </Title>
      {counting ? (
        <Text size="sm" data-testid="same-time-pending">
          Worked out once every match is counted.
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {sameTimeLines(total).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
