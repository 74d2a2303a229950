import { Autocomplete, Stack, TextInput } from '@mantine/core';
import { AVAILABILITY_VALUES, SKIN_FIELD_LABELS, type OperatorSkin } from '../../../../shared/api/skin-operator';
import { OverrideNote } from './OverrideNote';
import { dateField, formErrors, type SkinForm } from './skin-form';

interface Props {
  view: OperatorSkin;
  form: SkinForm;
  onChange: (form: SkinForm) => void;
}

export function SkinEditFields({ view, form, onChange }: Props) {
  const errors = formErrors(form);
  const flag = (field: 'release_date' | 'availability') => view.flags.find((f) => f.field === field);
  const sourceDate = dateField(view.source.release_date);
  const sourceAvailability = view.source.availability ?? '';
  return (
    <Stack gap="md">
      <div>
        <TextInput
          type="date"
          label={SKIN_FIELD_LABELS.release_date}
          min="2009-01-01"
          max="2099-12-31"
          value={form.release_date}
          error={errors.release_date}
          onChange={(e) => onChange({ ...form, release_date: e.currentTarget.value })}
        />
        <OverrideNote
          source={sourceDate}
          value={form.release_date}
          emptySource="no date"
          flag={flag('release_date')}
          onRevert={() => onChange({ ...form, release_date: sourceDate })}
        />
      </div>
      <div>
        <Autocomplete
          label={SKIN_FIELD_LABELS.availability}
          placeholder="Available, Legacy, Limited, …"
          data={[...AVAILABILITY_VALUES]}
          value={form.availability}
          error={errors.availability}
          maxLength={40}
          onChange={(availability) => onChange({ ...form, availability })}
        />
        <OverrideNote
          source={sourceAvailability}
          value={form.availability}
          emptySource="nothing"
          flag={flag('availability')}
          onRevert={() => onChange({ ...form, availability: sourceAvailability })}
        />
      </div>
    </Stack>
  );
}
