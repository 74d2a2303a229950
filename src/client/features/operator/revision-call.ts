import { revisionTag } from '../../../shared/api/revisions';
import { dateTime } from './format-date';

/** The If-Match header of a write based on `revision` (decision 0032): the project's editor always sends it. */
export const ifMatch = (revision: number): Record<string, string> => ({ 'If-Match': revisionTag(revision) });

/** A revision's time ('25 Nov 2026, 17:40'); 0 is a value kept from before revisions were. */
export const revisionTime = (at: string | null): string => (at === null ? 'before history was kept' : dateTime.format(new Date(at)));
