import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
// The few Mantine templates a calculator renders, imported one by one: the theme's index also
// brings its BaseInputTemplate (Mantine's NumberInput with react-number-format) and date widgets
// (@mantine/dates, dayjs), none of which a calculator uses. See docs/decisions/0007.
import FieldErrorTemplate from '@rjsf/mantine/lib/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/mantine/lib/templates/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/mantine/lib/templates/FieldTemplate.js';
import WrapIfAdditionalTemplate from '@rjsf/mantine/lib/templates/WrapIfAdditionalTemplate.js';
import { BoundedIntegerWidget } from './BoundedIntegerWidget';
import { CalculatorObjectTemplate } from './CalculatorObjectTemplate';
import { FlagCheckboxWidget } from './FlagCheckboxWidget';
import { OptionSelectWidget } from './OptionSelectWidget';

/** Our widgets under their own names and under rjsf's defaults for integer, enum and boolean. */
export const calculatorWidgets: RegistryWidgetsType = {
  boundedInteger: BoundedIntegerWidget,
  optionSelect: OptionSelectWidget,
  flag: FlagCheckboxWidget,
  TextWidget: BoundedIntegerWidget,
  UpDownWidget: BoundedIntegerWidget,
  SelectWidget: OptionSelectWidget,
  CheckboxWidget: FlagCheckboxWidget,
};

export const calculatorTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  WrapIfAdditionalTemplate,
  ObjectFieldTemplate: CalculatorObjectTemplate,
};
