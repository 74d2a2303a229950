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
  /** The submit button ('Calculate Now'). */
  children: ReactNode;
}

const fields = { groupPanel: GroupPanelField, NumberField: WholeNumberField };

/**
 * A calculator's rjsf form with our widgets and the Mantine templates. Each field validates
 * itself as it is typed, so rjsf's own validation (and its live validation) stays off. Before the
 * script loads it is a GET form to its own page whose query is the share link's (decision 0040):
 * the server renders that link's result; once hydrated rjsf prices it in place.
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
