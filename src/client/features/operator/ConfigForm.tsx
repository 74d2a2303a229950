import { useMemo, type ReactNode } from 'react';
import Form from '@rjsf/mantine';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { configUiSchema, withNewItemDefaults } from './config-ui-schema';
import { CompactObjectTemplate } from './CompactObjectTemplate';
import { ListTitleTemplate } from './ListTitleTemplate';
import { PriceInputTemplate } from './PriceInputTemplate';
import { RowItemTemplate } from './RowItemTemplate';
import { plainFormErrors } from './form-errors';

export interface ConfigFormProps {
  schema: Record<string, unknown>;
  /** The game's default config: shows which optional fields the game uses. */
  defaults: Record<string, unknown>;
  formData: Record<string, unknown>;
  onChange: (formData: Record<string, unknown>) => void;
  onSubmit: (formData: Record<string, unknown>) => void;
  /** The first problem as a sentence naming its group and field ('Level: Multiplier (€) must be a number.'). */
  onInvalid: (problem: string) => void;
  disabled?: boolean;
  /** The form's buttons (its own Save Changes is the submit). */
  children: ReactNode;
}

const templates = {
  ObjectFieldTemplate: CompactObjectTemplate,
  BaseInputTemplate: PriceInputTemplate,
  ArrayFieldItemTemplate: RowItemTemplate,
  ArrayFieldTitleTemplate: ListTitleTemplate,
};

/** Loaded lazily: rjsf and ajv are heavy and only the operator needs them. */
export default function ConfigForm({ schema, defaults, onChange, onSubmit, onInvalid, ...form }: ConfigFormProps) {
  const formSchema = useMemo(() => withNewItemDefaults(schema) as RJSFSchema, [schema]);
  const uiSchema = useMemo(() => configUiSchema(schema, defaults) as UiSchema, [schema, defaults]);
  const transformErrors = useMemo(() => plainFormErrors(formSchema, uiSchema), [formSchema, uiSchema]);
  return (
    <Form
      {...form}
      schema={formSchema}
      uiSchema={uiSchema}
      validator={validator}
      templates={templates}
      // Outside a <dialog> a native submit does nothing: this form only ever saves through its script (decision 0040).
      method="dialog"
      noHtml5Validate
      showErrorList={false}
      transformErrors={transformErrors}
      onChange={(event) => onChange(event.formData as Record<string, unknown>)}
      onSubmit={(event) => onSubmit(event.formData as Record<string, unknown>)}
      onError={(errors) => onInvalid(errors[0]?.stack ?? 'Some values are not valid.')}
    />
  );
}
