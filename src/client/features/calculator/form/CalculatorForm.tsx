import type { ReactNode } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { boundsValidator } from './bounds-validator';
import { calculatorTemplates, calculatorWidgets } from './calculator-theme';
import { GroupPanelField } from './GroupPanelField';
import { GroupPanelsProvider } from './group-panels';
import { WholeNumberField } from './WholeNumberField';
import { shareKey } from '../share-query';

export interface CalculatorFormProps {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
  /** Optional: the form keeps its own state while the visitor types. */
  onChange?: (data: Record<string, unknown>) => void;
  onSubmit: (data: Record<string, unknown>) => void;
  children: ReactNode;
}

const fields = { groupPanel: GroupPanelField, NumberField: WholeNumberField };

/**
 * Each field validates itself as it is typed, so rjsf's own validation stays off. Before the script
 * loads it is a GET form to its own page whose query is the share link's (decision 0040).
 */
export function CalculatorForm({ onChange, onSubmit, ...form }: CalculatorFormProps) {
  return (
    <GroupPanelsProvider>
      <Form
        {...form}
        fields={fields}
        validator={boundsValidator}
        widgets={calculatorWidgets}
        templates={calculatorTemplates}
        method="get"
        // Each input named by its share-link key: the form sent before the script loads is the share link.
        nameGenerator={shareKey}
        noHtml5Validate
        showErrorList={false}
        onChange={onChange && ((event) => onChange((event.formData ?? {}) as Record<string, unknown>))}
        onSubmit={(event) => onSubmit((event.formData ?? {}) as Record<string, unknown>)}
      />
    </GroupPanelsProvider>
  );
}
