/** 12345 → '12,345' (written out: no Intl formatter to start while the page hydrates). */
export const groupDigits = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `1 minute`, `2 minutes`, `1,234 skins`; a word with its own plural passes it (`plural(5, 'match', 'matches')`). */
export const plural = (n: number, unit: string, units = `${unit}s`): string => `${groupDigits(n)} ${n === 1 ? unit : units}`;
