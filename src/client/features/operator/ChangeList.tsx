import { Table, Text } from '@mantine/core';
import { formatAmount } from '../../../engine/money';
import { pathText, type Change } from '../../../shared/changes';

/** A value as the table shows it: a row by its label and value, a reorder as its labels in order. */
export const changeValue = (value: unknown, present: boolean): string => {
  if (!present) return '—';
  if (typeof value === 'string') return `"${value}"`;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  if (typeof value === 'number') return formatAmount(value);
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
          <Table.Tr key={`${change.path}${change.order ? '#order' : ''}`}>
            <Table.Td style={{ wordBreak: 'break-word' }}>{change.label ?? pathText(change.path)}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>
              <del>{changeValue(change.before, 'before' in change)}</del>
            </Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>
              <ins style={{ textDecoration: 'none', fontWeight: 600 }}>{changeValue(change.after, 'after' in change)}</ins>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
