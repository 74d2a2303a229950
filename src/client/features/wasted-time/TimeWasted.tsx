import { Group, List, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { AccountDetails } from '../../../shared/api/wasted-time';
import { daysOf, grouped, hoursOf, plural, sameTimeLines } from './time-figures';
import { Coverage } from './Coverage';
import classes from './WastedTime.module.css';

/** One total in minutes, then in hours and days: the panel's and the group's figures. */
export function TimeFigure({ label, minutes }: { label: string; minutes: number }) {
  return (
    <div>
      <Text fw={700}>{label}</Text>
      <Text className={classes.figure}>{plural(minutes, 'minute')}</Text>
      <Text size="sm">
        {plural(hoursOf(minutes), 'hour')} · {plural(daysOf(minutes), 'day')}
      </Text>
    </div>
  );
}

/** 'Time Wasted' and what it could have been; the notes say what the figures cover, so none reads as complete when it is not. */
export function TimeWasted({ account }: { account: AccountDetails }) {
  const total = account.totalTimeSpent;
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
        <TimeFigure label="Since 2023" minutes={account.recentTimeSpent} />
        <TimeFigure label="Overall" minutes={total} />
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
      <List size="sm" spacing={2}>
        {sameTimeLines(total).map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
