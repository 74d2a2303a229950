import { Box, Fieldset, Grid, SimpleGrid, Text } from '@mantine/core';
import { getUiOptions, type ObjectFieldTemplateProps, type RJSFSchema } from '@rjsf/utils';

const isLeaf = (schema: unknown) => {
  const type = (schema as RJSFSchema | undefined)?.type;
  return type !== 'object' && type !== 'array';
};

/** How many fields an entry shows, after the uiSchema hid some. */
const shownFields = (schema: unknown, ui: unknown) =>
  Object.keys((schema as RJSFSchema | undefined)?.properties ?? {}).filter(
    (key) => (ui as Record<string, Record<string, unknown> | undefined> | undefined)?.[key]?.['ui:widget'] !== 'hidden',
  ).length;

/** A small entry: a number, or an object of plain fields. Two such sit side by side on wide screens. */
const isSmall = (schema: unknown) => {
  const s = schema as RJSFSchema | undefined;
  return isLeaf(s) || (s?.type === 'object' && Object.values(s.properties ?? {}).every(isLeaf));
};

/**
 * Lays a price config out densely. An entry of a few fields (label, multiplier) is one row: two
 * fields side by side on a phone, three from small screens. A group of entries (skin tiers,
 * rarities) is a grid of such rows, and the top level pairs small entries on wide screens. A list item (a rank) is a bare row beside its move and remove
 * buttons, without a box or a "Rank-3" heading.
 */
export function CompactObjectTemplate({ title, description, properties, schema, uiSchema, fieldPathId }: ObjectFieldTemplateProps) {
  const visible = properties.filter((p) => !p.hidden);
  const children = visible.map((p) => (
    <Box key={p.name} miw={0}>
      {p.content}
    </Box>
  ));
  const propSchemas = (schema.properties ?? {}) as Record<string, unknown>;
  if (fieldPathId.$id === 'root') {
    return (
      <Grid id={fieldPathId.$id} gutter="md">
        {visible.map((p) => (
          <Grid.Col key={p.name} span={{ base: 12, md: isSmall(propSchemas[p.name]) ? 6 : 12 }}>
            {p.content}
          </Grid.Col>
        ))}
      </Grid>
    );
  }
  const leafOnly = Object.values(propSchemas).every(isLeaf);
  const count = Math.max(visible.length, 1);
  const row = (
    <SimpleGrid cols={{ base: Math.min(count, 2), xs: Math.min(count, 3) }} spacing="sm" verticalSpacing="xs">
      {children}
    </SimpleGrid>
  );
  if (getUiOptions(uiSchema).listItem) {
    // Beside the move/remove buttons a phone row is too narrow for two fields: they stack there.
    return (
      <Grid id={fieldPathId.$id} gutter="sm" pb={{ base: 'xs', xs: 0 }}>
        {visible.map((p) => (
          <Grid.Col key={p.name} span={{ base: 12, xs: Math.max(1, Math.floor(12 / count)) }}>
            {p.content}
          </Grid.Col>
        ))}
      </Grid>
    );
  }
  return (
    <Fieldset
      id={fieldPathId.$id}
      legend={
        title ? (
          <Text fw={600} span>
            {title}
          </Text>
        ) : undefined
      }
      p="sm"
      variant={leafOnly ? 'default' : 'filled'}
    >
      {description && (
        <Text size="sm" c="dimmed" mb="xs">
          {description}
        </Text>
      )}
      {leafOnly ? (
        row
      ) : (
        <SimpleGrid cols={groupCols(propSchemas, uiSchema)} spacing="sm">
          {children}
        </SimpleGrid>
      )}
    </Fieldset>
  );
}

/** Entries of two fields fit three to a row on wide screens; entries of three fit two. */
function groupCols(propSchemas: Record<string, unknown>, uiSchema: unknown) {
  const widest = Math.max(
    0,
    ...Object.entries(propSchemas).map(([key, schema]) => shownFields(schema, (uiSchema as Record<string, unknown> | undefined)?.[key])),
  );
  return widest > 2 ? { base: 1, md: 2 } : { base: 1, md: 2, lg: 3 };
}
