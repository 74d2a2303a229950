/** A time as the operator pages show it: '25 Nov 2026, 17:40'. */
export const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatUpdatedAt(updatedAt: string | null | undefined): string {
  if (!updatedAt) return 'Default prices, never changed';
  const date = new Date(updatedAt);
  return Number.isNaN(date.getTime()) ? 'Last updated: unknown' : `Last updated ${dateTime.format(date)}`;
}
