/** What the wasted-time routes and schemas both read; a leaf, so neither imports the other for it. */
import { plural } from '../counts';

/** Riot ID parts: letters of any script, digits, and (in names) spaces, dots and underscores. */
export const GAME_NAME_PATTERN = '^(?! )[\\p{L}\\p{M}\\p{N} _.]+(?<! )$';
export const TAG_LINE_PATTERN = '^[\\p{L}\\p{M}\\p{N}]+$';
export const GAME_NAME_LENGTH = { min: 3, max: 16 } as const;
export const TAG_LINE_LENGTH = { min: 3, max: 5 } as const;
export const LOOKUP_MESSAGES = {
  invalidRiotId: 'Invalid Riot Id',
  gameName: `The name before '#' must be ${GAME_NAME_LENGTH.min} to ${GAME_NAME_LENGTH.max} letters or digits.`,
  tagLine: `The tag after '#' must be ${TAG_LINE_LENGTH.min} to ${TAG_LINE_LENGTH.max} letters or digits.`,
  region: 'Pick a region from the list.',
  page: 'The page must be a whole number from 1.',
  unavailable: 'Player lookups are not available right now.',
  tooMany: (minutes: number) => `Too many lookups from your address. Try again in ${plural(minutes, 'minute')}.`,
  notFound: 'No player with that Riot ID was found.',
  riotBusy: "Riot's servers did not answer in time. Please try again in a minute.",
  noSuchLookup: 'There is no such lookup.',
  noSuchPlayer: 'There is no such player on the leaderboard.',
  accountIds: 'The accounts must be one to five player ids joined by "-".',
  repeatedAccount: 'Each account may be listed once.',
} as const;
/** Riot IDs one visitor may add up, the first included ('Add another account'). */
export const ACCOUNT_GROUP_MAX = 5;
