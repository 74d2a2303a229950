import { Alert, Button, Group, Text } from '@mantine/core';
import type { SourceFlag } from '../../../../shared/api/skin-operator';

interface Props {
  /** What the sources say, in the words the field shows ('' for nothing). */
  source: string;
  value: string;
  /** How an empty source reads, e.g. "no date". */
  emptySource: string;
  flag: SourceFlag | undefined;
  onRevert: () => void;
}

export function OverrideNote({ source, value, emptySource, flag, onRevert }: Props) {
  const empty = value.trim() === '';
  const overrides = !empty && value.trim() !== source;
  return (
    <>
      {empty && source && (
        <Text size="sm" c="dimmed" mt={4}>
          Left empty, the source's "{source}" shows.
        </Text>
      )}
      {overrides && (
        <Group gap="xs" wrap="wrap" mt={4}>
          <Text size="sm" c="blue.8">
            Overrides the source, which says {source ? `"${source}"` : emptySource}.
          </Text>
          <Button variant="default" size="compact-sm" onClick={onRevert}>
            Revert to source
          </Button>
        </Group>
      )}
      {flag && (
        <Alert color="orange" variant="light" mt={4} p="xs">
          The source changed since this was edited: it now says {flag.now ? `"${flag.now}"` : emptySource}
          {flag.was ? ` (it said "${flag.was}")` : ''}. Saving the skin marks this as seen.
        </Alert>
      )}
    </>
  );
}
