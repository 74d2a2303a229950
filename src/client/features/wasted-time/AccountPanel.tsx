import { useLocation } from 'react-router';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { AccountDetails, LookupState } from '../../../shared/api/wasted-time';
import { regionLabel } from '../../../shared/api/lol-regions';
import { ProfileIcon } from './ProfileIcon';
import { RankEmblem } from './RankEmblem';
import { TimeWasted } from './TimeWasted';
import { ValueAccountLink } from './ValueAccountLink';
import { formatDay } from '../../lib/display-format';
import { winRate } from './time-figures';
import classes from './WastedTime.module.css';

function RankBlock({ rank }: { rank: AccountDetails['rank'] }) {
  if (!rank) {
    return (
      <Group gap="sm" wrap="nowrap">
        <RankEmblem tier={null} />
        <Text fw={600}>Unranked (Solo/Duo)</Text>
      </Group>
    );
  }
  const tier = rank.tier.charAt(0) + rank.tier.slice(1).toLowerCase();
  return (
    <Group gap="sm" wrap="nowrap">
      <RankEmblem tier={rank.tier} />
      <div>
        <Text fw={700}>
          {tier} {rank.rank} · {rank.lp} LP
        </Text>
        <Text size="sm" className={classes.muted}>
          Solo/Duo · {winRate(rank.wins, rank.losses)}% win rate · {rank.wins}W / {rank.losses}L
        </Text>
      </div>
    </Group>
  );
}

function LookupProgress({ lookup }: { lookup: LookupState | null }) {
  const { pathname, search } = useLocation();
  if (!lookup || (lookup.state !== 'queued' && lookup.state !== 'fetching')) return null;
  const label = lookup.total ? `Fetching matches: ${lookup.done} of ${lookup.total}` : 'Fetching match list…';
  return (
    <Stack gap={4} aria-live="polite">
      <Text size="sm">{label}</Text>
      <Progress value={lookup.total ? (lookup.done / lookup.total) * 100 : 5} aria-label={label} animated />
      {/* Without the script nothing polls: the same address shows the count so far (decision 0040). */}
      <noscript>
        <Text size="sm">
          Matches are still being counted: <a href={`${pathname}${search}`}>reload this page</a> to see the total so far.
        </Text>
      </noscript>
    </Stack>
  );
}

export function AccountPanel({ account, lookup }: { account: AccountDetails; lookup: LookupState | null }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="account-title">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <ProfileIcon id={account.profileIconId} size={72} name={account.gameName} />
          <div style={{ minWidth: 0 }}>
            <Title order={2} id="account-title" fz="h3" className={classes.name}>
              {account.gameName} <span className={classes.muted}>#{account.tagLine}</span>
            </Title>
            <Text size="sm">
              Level {account.level} · {regionLabel(account.region)}
            </Text>
            <Text size="sm" className={classes.muted}>
              Last Updated: {account.updatedAt ? formatDay(account.updatedAt) : 'updating now'}
            </Text>
            <ValueAccountLink account={account} />
          </div>
        </Group>
        <RankBlock rank={account.rank} />
        <LookupProgress lookup={lookup} />
        <TimeWasted account={account} counting={lookup !== null && (lookup.state === 'queued' || lookup.state === 'fetching')} />
      </Stack>
    </Paper>
  );
}
