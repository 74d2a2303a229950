import type { ComponentType } from 'react';
import type { FieldProps } from '@rjsf/utils';

/** The engine marks group inputs with "ui:field": "groupPanel"; rjsf's own object field renders them. */
export function GroupPanelField(props: FieldProps) {
  const ObjectField = props.registry.fields.ObjectField as ComponentType<FieldProps>;
  const { 'ui:field': _field, ...uiSchema } = props.uiSchema ?? {};
  return <ObjectField {...props} uiSchema={uiSchema} />;
}
