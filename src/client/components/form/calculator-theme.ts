import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
// Only the Mantine templates: the theme's widget set would pull in @mantine/dates and dayjs
// for date pickers no calculator uses.
import mantineTemplates from '@rjsf/mantine/lib/templates/index.js';
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
  ...mantineTemplates,
  ObjectFieldTemplate: CalculatorObjectTemplate,
};
