import { Button, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_GROUP_MAX, type AccountDetails, type FetchBody } from '../../../shared/api/wasted-time';
import { regionLabel } from '../../../shared/api/lol-regions';
import { paths } from '../../../shared/paths';
import { useSiteOrigin } from '../../lib/site-origin';
import { CopyableLink } from '../../components/CopyableLink';
import { AddAccountForm } from './AddAccountForm';
import { TimeFigure } from './TimeWasted';
import { combine, GROUP_PARAM, groupValue } from './account-group';
import { oneDecimalDays } from './panel-texts';
import { grouped } from './time-figures';
import classes from './WastedTime.module.css';
import { ScriptButton } from '../../components/ScriptButton';

export interface AccountGroupProps {
  ids: readonly number[];
  accounts: readonly AccountDetails[];
  adding: boolean;
  counting: boolean;
  formOpen: boolean;
  onFormOpen: (open: boolean) => void;
  onAdd: (body: FetchBody) => Promise<boolean>;
  onRemove: (id: number) => void;
  onOpen: (account: AccountDetails) => void;
}

export function AccountGroup(props: AccountGroupProps) {
  const { accounts } = props;
  const origin = useSiteOrigin();
  const { recentTimeSpent, totalTimeSpent, shares } = combine(accounts);
  const link = `${origin}${paths.wastedTime}?${GROUP_PARAM}=${groupValue(props.ids)}`;
  const full = props.ids.length >= ACCOUNT_GROUP_MAX;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="group-title"
      data-testid="account-group"
    >
      <Stack gap="md">
        <div>
          <Title order={2} id="group-title" fz="h3">
            Your accounts together
          </Title>
          <Text size="sm" className={classes.muted}>
            Up to {ACCOUNT_GROUP_MAX} Riot IDs, kept in this page&apos;s link and in this browser.
            {props.counting ? ' Matches are still being counted.' : ''}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" aria-live="polite">
          <TimeFigure label="Since 2023" minutes={recentTimeSpent} counting={props.counting && totalTimeSpent === 0} />
          <TimeFigure label="Overall" minutes={totalTimeSpent} counting={props.counting && totalTimeSpent === 0} />
        </SimpleGrid>
        <ol className={classes.groupList} aria-label="Each account's share of Overall">
          {accounts.map((account, i) => (
            <li key={account.id} className={classes.groupRow}>
              <button type="button" className={classes.groupWho} onClick={() => props.onOpen(account)}>
                <span className={classes.name}>
                  {account.gameName} <span className={classes.muted}>#{account.tagLine}</span>
                </span>
                <span className={classes.muted}>
                  {regionLabel(account.region)} · {grouped(account.totalTimeSpent)} minutes · {oneDecimalDays(account.totalTimeSpent)}
                </span>
              </button>
              <span className={classes.figure} data-testid="share">
                {shares[i]}%
              </span>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => props.onRemove(account.id)}
                aria-label={`Remove ${account.gameName}`}
              >
                Remove
              </Button>
              <Progress value={shares[i]!} size="xs" className={classes.groupBar} aria-hidden />
            </li>
          ))}
        </ol>
        {!full && props.formOpen && <AddAccountForm onAdd={props.onAdd} busy={props.adding} />}
        {!full && !props.formOpen && (
          <ScriptButton variant="default" onClick={() => props.onFormOpen(true)} style={{ alignSelf: 'flex-start' }}>
            Add another account
          </ScriptButton>
        )}
        <CopyableLink label="Link to these accounts" url={link} testId="group-link" />
      </Stack>
    </Paper>
  );
}
