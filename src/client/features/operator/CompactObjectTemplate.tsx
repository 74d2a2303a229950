import { Box, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ObjectFieldTemplateProps, RJSFSchema } from '@rjsf/utils';

const isLeaf = (schema: unknown) => {
  const type = (schema as RJSFSchema | undefined)?.type;
  return type !== 'object' && type !== 'array';
};

/**
 * Lays a price config out densely: an entry of a few numbers (value, multiplier, label) sits on
 * one row from small screens up; a group of entries (skin tiers, rarities) becomes a grid of
 * such rows. The root stacks its sections. Widths come from Mantine breakpoints, so phones get
 * one column.
 */
export function CompactObjectTemplate({ title, description, properties, schema, fieldPathId }: ObjectFieldTemplateProps) {
  const visible = properties.filter((p) => !p.hidden);
  const children = visible.map((p) => <Box key={p.name} miw={0}>{p.content}</Box>);
  if (fieldPathId.$id === 'root') {
    return <Stack id={fieldPathId.$id} gap="md">{children}</Stack>;
  }
  const props = Object.values((schema.properties ?? {}) as Record<string, unknown>);
  const leafOnly = props.every(isLeaf);
  const cols = leafOnly ? { base: 1, xs: Math.min(Math.max(visible.length, 1), 3) } : { base: 1, sm: 2, lg: 3 };
  return (
    <Fieldset id={fieldPathId.$id} legend={title ? <Text fw={600} span>{title}</Text> : undefined} p="sm" variant={leafOnly ? 'default' : 'filled'}>
      {description && <Text size="sm" c="dimmed" mb="xs">{description}</Text>}
      <SimpleGrid cols={cols} spacing="sm" verticalSpacing="xs">{children}</SimpleGrid>
    </Fieldset>
  );
}
