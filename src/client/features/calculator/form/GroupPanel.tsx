import { Box, Collapse, Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { useGroupPanel, type PanelMode } from './group-panels';

/** The running total in a panel's header: the sum of its counts, negatives and blanks as 0. */
export function groupTotal(formData: unknown): number {
  if (typeof formData !== 'object' || formData === null) return 0;
  return Object.values(formData).reduce<number>((sum, v) => sum + (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0), 0);
}

export function GroupPanel(props: ObjectFieldTemplateProps & { mode: PanelMode }) {
  const { title, properties, formData, fieldPathId, mode } = props;
  const [open, toggle] = useGroupPanel(fieldPathId.$id, mode);
  const total = groupTotal(formData);
  const bodyId = `${fieldPathId.$id}-panel`;
  return (
    <Paper withBorder radius="md" data-testid={`group-${fieldPathId.$id}`}>
      <UnstyledButton onClick={toggle} aria-expanded={open} aria-controls={bodyId} w="100%" p="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{title}</Text>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" data-testid="group-total">{`Total: ${total}`}</Text>
            <Text aria-hidden style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}>
              ▾
            </Text>
          </Group>
        </Group>
      </UnstyledButton>
      <Collapse in={open} id={bodyId} transitionDuration={150}>
        <Box px="sm" pb="sm">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {properties
              .filter((p) => !p.hidden)
              .map((p) => (
                <Box key={p.name}>{p.content}</Box>
              ))}
          </SimpleGrid>
        </Box>
      </Collapse>
    </Paper>
  );
}
