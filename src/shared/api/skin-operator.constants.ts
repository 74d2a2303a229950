/** What the skin-operator routes and schemas both read; a leaf, so neither imports the other for it. */

export const MAX_VIDEOS = 20;
/** The save schema's refusal of one video too many, and the edit page's before it is sent. */
export const TOO_MANY_VIDEOS = `A skin has at most ${MAX_VIDEOS} videos.`;
export const VIDEO_URL_MAX = 500;
export const OPERATOR_SEARCH_MAX = 100;
export const OVERRIDE_FIELDS = ['release_date', 'availability'] as const;
export type OverrideField = (typeof OVERRIDE_FIELDS)[number];
export const SYNC_PHASES = ['queued', 'fetching', 'comparing', 'committing', 'done', 'failed'] as const;
export type SyncPhase = (typeof SYNC_PHASES)[number];
