import {
  checkSkinEdits,
  knownAvailability,
  normalizeReleaseDate,
  type OperatorSkin,
  type SaveSkinBody,
} from '../../../../shared/api/skin-operator';

/** What the edit form holds: texts as typed ('' for empty), videos as embed addresses. */
export interface SkinForm {
  release_date: string;
  availability: string;
  videos: string[];
}

/** '0000-00-00', a missing date and a 'T00:00:00Z' suffix all show as the form expects (decision 0020). */
export const dateField = (date: string | null | undefined): string => {
  const normalized = normalizeReleaseDate(date);
  return normalized.ok && normalized.value ? normalized.value : '';
};

export const formOf = (view: OperatorSkin): SkinForm => ({
  release_date: dateField(view.skin.release_date),
  availability: view.skin.availability ?? '',
  videos: view.skin.videos,
});

export const sameForm = (a: SkinForm, b: SkinForm): boolean =>
  a.release_date === b.release_date && a.availability.trim() === b.availability.trim() && a.videos.join('\n') === b.videos.join('\n');

/** The server's refusal of each field, in its words, so the form says why before saving. */
export function formErrors(form: SkinForm): Partial<Record<'release_date' | 'availability', string>> {
  const errors: Partial<Record<'release_date' | 'availability', string>> = {};
  for (const field of ['release_date', 'availability'] as const) {
    const checked = checkSkinEdits({ [field]: form[field] });
    if ('problem' in checked) errors[field] = checked.problem;
  }
  return errors;
}

export const saveBody = (form: SkinForm): SaveSkinBody => ({
  release_date: form.release_date || null,
  availability: form.availability.trim() ? knownAvailability(form.availability) : null,
  videos: form.videos,
});
