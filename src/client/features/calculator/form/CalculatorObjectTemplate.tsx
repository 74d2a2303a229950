import { Box } from '@mantine/core';
import { getUiOptions, type ObjectFieldTemplateProps, type RJSFSchema } from '@rjsf/utils';
import { GroupPanel } from './GroupPanel';
import type { PanelMode } from './group-panels';
import classes from './calculator-form.module.css';

const isObject = (schema: unknown) => typeof schema === 'object' && schema !== null && (schema as RJSFSchema).type === 'object';

export function CalculatorObjectTemplate(props: ObjectFieldTemplateProps) {
  const { properties, schema, uiSchema, fieldPathId } = props;
  if (fieldPathId.$id !== 'root') {
    // "box" (Valorant's one skins box) opens and closes like a toggle panel.
    const mode: PanelMode = getUiOptions(uiSchema).panel === 'accordion' ? 'accordion' : 'toggle';
    return <GroupPanel {...props} mode={mode} />;
  }
  return (
    <Box className={classes.grid}>
      {properties
        .filter((p) => !p.hidden)
        .map((p) => (
          <Box key={p.name} className={isObject(schema.properties?.[p.name]) ? classes.wide : undefined}>
            {p.content}
          </Box>
        ))}
    </Box>
  );
}
