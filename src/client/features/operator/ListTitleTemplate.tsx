import { Title } from '@mantine/core';
import { getUiOptions, titleId, type ArrayFieldTitleProps } from '@rjsf/utils';

/**
 * A list's title (Rank, Countries) as the heading under its game's h2: rjsf's Mantine theme writes an
 * h4, which skips a level for screen readers' heading lists (WCAG 1.3.1). Sized as before.
 */
export function ListTitleTemplate({ fieldPathId, title, uiSchema, registry }: ArrayFieldTitleProps) {
  const { label = true } = getUiOptions(uiSchema, registry.globalUiOptions);
  if (!title || !label) return null;
  return (
    <Title id={titleId(fieldPathId)} order={3} fz="h4" fw="normal">
      {title}
    </Title>
  );
}
