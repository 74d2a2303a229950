import { plural } from '../../../shared/counts';

/** The spec's time figures (decision 0017), from minutes. Pure, so they are tested without rendering. */
export const daysOf = (minutes: number) => Math.floor(minutes / 60 / 24);
export const hoursOf = (minutes: number) => Math.floor(minutes / 60);
export const languagesOf = (minutes: number) => (minutes / 30000).toFixed(2);
export const workoutsOf = (minutes: number) => Math.floor(minutes / 45);
export const animesOf = (minutes: number) => Math.floor(minutes / 300);

export const winRate = (wins: number, losses: number) => (wins + losses === 0 ? 0 : Math.round((wins / (wins + losses)) * 100));

export const rowNumber = (page: number, index: number, pageSize = 10) => (page - 1) * pageSize + index + 1;

export const grouped = (n: number) => n.toLocaleString('en-US');

/**
 * 'In the same time you could have...', one line per equivalent. Languages are shown to two
 * decimals, and a decimal figure takes the plural ('1.00 languages'); 'anime' is its own plural
 * ('Watched 1 anime', 'Watched 5 anime').
 */
export const sameTimeLines = (minutes: number): readonly string[] => [
  `Learned ${languagesOf(minutes)} languages`,
  `Done ${plural(workoutsOf(minutes), 'workout')}`,
  `Watched ${plural(animesOf(minutes), 'anime', 'anime')}`,
];
