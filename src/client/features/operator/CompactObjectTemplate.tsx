import type { CSSProperties } from 'react';
import { Fieldset, Text } from '@mantine/core';
import { getUiOptions, type ObjectFieldTemplateProps, type RJSFSchema } from '@rjsf/utils';
import classes from './CompactObjectTemplate.module.css';

const isLeaf = (schema: unknown) => {
  const type = (schema as RJSFSchema | undefined)?.type;
  return type !== 'object' && type !== 'array';
};

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
 * Lays a price config out densely: an entry of a few fields is one row, a group of entries a grid
 * of such rows. A list item (a rank) is a bare row beside its buttons, without a box or a heading.
 */
export function CompactObjectTemplate({ title, description, properties, schema, uiSchema, fieldPathId }: ObjectFieldTemplateProps) {
  const visible = properties.filter((p) => !p.hidden);
  const children = visible.map((p) => (
    <div key={p.name} className={classes.field}>
      {p.content}
    </div>
  ));
  const propSchemas = (schema.properties ?? {}) as Record<string, unknown>;
  if (fieldPathId.$id === 'root') {
    return (
      <div id={fieldPathId.$id} className={classes.top}>
        {visible.map((p) => (
          <div key={p.name} className={isSmall(propSchemas[p.name]) ? classes.field : `${classes.field} ${classes.wide}`}>
            {p.content}
          </div>
        ))}
      </div>
    );
  }
  const leafOnly = Object.values(propSchemas).every(isLeaf);
  const count = Math.max(visible.length, 1);
  const columns = { '--cols-base': Math.min(count, 2), '--cols-xs': Math.min(count, 3) } as CSSProperties;
  if (getUiOptions(uiSchema).listItem) {
    return (
      <div id={fieldPathId.$id} className={classes.item} style={{ '--cols-xs': count } as CSSProperties}>
        {children}
      </div>
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
        <div className={classes.row} style={columns}>
          {children}
        </div>
      ) : (
        <div className={classes.group} data-wide={fitsThree(propSchemas, uiSchema) || undefined}>
          {children}
        </div>
      )}
    </Fieldset>
  );
}

/** Entries of two fields fit three to a row on wide screens; entries of three fit two. */
function fitsThree(propSchemas: Record<string, unknown>, uiSchema: unknown) {
  const widest = Math.max(
    0,
    ...Object.entries(propSchemas).map(([key, schema]) => shownFields(schema, (uiSchema as Record<string, unknown> | undefined)?.[key])),
  );
  return widest <= 2;
}
