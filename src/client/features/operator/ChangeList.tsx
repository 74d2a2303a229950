import { Table, Text } from '@mantine/core';
import { pathText, type Change } from '../../../shared/changes';

const shown = (value: unknown, present: boolean): string => {
  if (!present) return '—';
  if (typeof value === 'string') return `"${value}"`;
  return JSON.stringify(value);
};

interface Props {
  changes: readonly Change[];
  /** Read by screen readers as the table's name. */
  label: string;
}

/** What one save changed (or a draft would): field, before and after, as the server records them (decision 0032). */
export function ChangeList({ changes, label }: Props) {
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No field changed.
      </Text>
    );
  }
  return (
    <Table aria-label={label} fz="sm" withRowBorders verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>Before</Table.Th>
          <Table.Th>After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.path}>
            <Table.Td style={{ wordBreak: 'break-word' }}>{pathText(change.path)}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>
              <del>{shown(change.before, 'before' in change)}</del>
            </Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>
              <ins style={{ textDecoration: 'none', fontWeight: 600 }}>{shown(change.after, 'after' in change)}</ins>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
