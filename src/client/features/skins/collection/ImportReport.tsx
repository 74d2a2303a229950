import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { skinCount } from '../../../../shared/collection-format';
import { groupDigits } from '../../../../shared/counts';
import type { ImportOutcome } from './import-paste';
import { groupUnmatched, SHOWN_UNMATCHED, type UnmatchedGroup } from './unmatched-groups';
import classes from './collection.module.css';

export interface ImportResult extends ImportOutcome {
  added: number;
  already: number;
  /** The collection as it was before this import, for 'Undo import'. */
  before: Record<string, string>;
}

const entries = (n: number) => `${groupDigits(n)} ${n === 1 ? 'entry' : 'entries'}`;

const GROUP_TITLES: Record<UnmatchedGroup['kind'], string> = { names: 'Names that match no skin', ids: 'Ids that match no skin' };

function Group({ group }: { group: UnmatchedGroup }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {GROUP_TITLES[group.kind]} ({entries(group.total)}):
      </Text>
      <List size="sm" className={classes.unmatched} aria-label={GROUP_TITLES[group.kind]}>
        {group.shown.map((item) => (
          <List.Item key={item.text}>{item.times > 1 ? `${item.text} (×${item.times})` : item.text}</List.Item>
        ))}
      </List>
      {group.more > 0 ? <Text size="sm">{`and ${groupDigits(group.more)} more`}</Text> : null}
    </div>
  );
}

export function ImportReport({
  result,
  onUndo,
  undoLabel = 'Undo import',
}: {
  result: ImportResult;
  onUndo: () => void;
  undoLabel?: string;
}) {
  const matched = result.added + result.already;
  const groups = groupUnmatched(result.unmatched);
  return (
    <Stack gap="xs" role="status">
      <Alert
        color={matched > 0 ? 'green' : 'yellow'}
        classNames={{ title: classes.reportTitle }}
        title={result.added > 0 ? `Added ${skinCount(result.added)}` : matched > 0 ? 'Nothing new to add' : 'Nothing was added'}
      >
        {result.already > 0 ? <Text size="sm">{skinCount(result.already)} already in your collection.</Text> : null}
        {result.added > 0 ? (
          <Button size="compact-md" variant="default" mt={4} onClick={onUndo}>
            {undoLabel}
          </Button>
        ) : null}
      </Alert>
      {groups.length > 0 ? (
        <Text size="sm" fw={700}>
          {result.unmatched.length === 1 ? 'This entry matches no skin.' : `These ${entries(result.unmatched.length)} match no skin.`}
        </Text>
      ) : null}
      {groups.map((group) => (
        <Group key={group.kind} group={group} />
      ))}
      {result.ambiguous.length > 0 ? (
        <div>
          <Text size="sm" fw={600}>
            These entries name more than one skin; write the one you own:
          </Text>
          <List size="sm" className={classes.unmatched}>
            {result.ambiguous.slice(0, SHOWN_UNMATCHED).map((a, i) => (
              <List.Item key={`${i}-${a.entry}`}>
                {a.entry}: {a.candidates.join(' / ')}
              </List.Item>
            ))}
          </List>
          {result.ambiguous.length > SHOWN_UNMATCHED ? (
            <Text size="sm">{`and ${groupDigits(result.ambiguous.length - SHOWN_UNMATCHED)} more`}</Text>
          ) : null}
        </div>
      ) : null}
    </Stack>
  );
}
