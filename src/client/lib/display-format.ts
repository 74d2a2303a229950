const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The site's date style, '12 March 2024' (blog posts, lookups): day, full English month name, year, read in UTC so every visitor sees the same day. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const trim = (value: number) => value.toFixed(1).replace(/\.0$/, '');

/** Like and reply counts: 999, then 1K, 1.5K …, then 1M above 999999. */
export function formatCount(count: number): string {
  if (count > 999_999) return `${trim(Math.floor(count / 100_000) / 10)}M`;
  if (count > 999) return `${trim(Math.floor(count / 100) / 10)}K`;
  return String(count);
}
