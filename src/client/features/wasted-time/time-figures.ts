/** The spec's §9 figures, from minutes. Pure, so they are tested without rendering. */
export const daysOf = (minutes: number) => Math.floor(minutes / 60 / 24);
export const hoursOf = (minutes: number) => Math.floor(minutes / 60);
/** Languages learned: minutes / 30000, two decimals. */
export const languagesOf = (minutes: number) => (minutes / 30000).toFixed(2);
export const workoutsOf = (minutes: number) => Math.floor(minutes / 45);
export const animesOf = (minutes: number) => Math.floor(minutes / 300);

/** Wins / (wins + losses) × 100, rounded to a whole percent; 0 % with no games. */
export const winRate = (wins: number, losses: number) => (wins + losses === 0 ? 0 : Math.round((wins / (wins + losses)) * 100));

/** Row number on the leaderboard: (page − 1) × 10 + index + 1. */
export const rowNumber = (page: number, index: number, pageSize = 10) => (page - 1) * pageSize + index + 1;

export const grouped = (n: number) => n.toLocaleString('en-US');

/** `1 day`, `2 days`, `1,234 minutes`. */
export const plural = (n: number, unit: string) => `${grouped(n)} ${unit}${n === 1 ? '' : 's'}`;
