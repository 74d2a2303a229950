import { formatDay } from '../../lib/display-format';

/** "21 November 2026" (the site's date style, no Intl), or null for a missing or bad date. */
export function formatLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  return formatDay(iso) || null;
}
