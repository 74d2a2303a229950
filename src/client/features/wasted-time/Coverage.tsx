import { Stack, Text } from '@mantine/core';
import type { AccountDetails } from '../../../shared/api/wasted-time';
import { regionLabel } from '../../../shared/api/lol-regions';
import { beyondRiotText, coverageText, nextRefreshText, standingText, type Standing } from './panel-texts';
import { useNow } from './use-now';
import classes from './WastedTime.module.css';

const scope = (account: AccountDetails, key: 'global' | 'region'): Standing => ({
  percentile: account.percentile[key],
  compared: account.playersCompared[key],
  ahead: account.playersAhead[key],
});

/**
 * Shown only after a lookup or a click, never in the server's render; the relative time moves on
 * while the panel stays open.
 */
export function Coverage({ account }: { account: AccountDetails }) {
  const now = useNow();
  const beyond = beyondRiotText(account.matchesBeyondRiot);
  const next = nextRefreshText(account.nextRefreshAt, now);
  const counted = account.matchesCounted > 0;
  const standing = [
    standingText(scope(account, 'global'), counted),
    standingText(scope(account, 'region'), counted, regionLabel(account.region)),
  ].filter((line): line is string => line !== null);
  return (
    <Stack gap={4}>
      {standing.length > 0 && (
        <div data-testid="standing">
          {/* All players first, then the region's, quieter. */}
          {standing.map((line, i) => (
            <Text key={line} fw={i === 0 ? 700 : 500} size={i === 0 ? 'md' : 'sm'}>
              {line}
            </Text>
          ))}
        </div>
      )}
      <Text size="sm" className={classes.muted} data-testid="coverage" suppressHydrationWarning>
        {coverageText(account, now)}
        {next ? ` · ${next}` : ''}
        {beyond ? ` · ${beyond}` : ''}
        {account.matchesMissing ? ` · ${account.matchesMissing.toLocaleString('en-US')} listed by Riot but unavailable (not counted)` : ''}
      </Text>
    </Stack>
  );
}
