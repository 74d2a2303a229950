/** The sync's job name (stored in jobs rows) and its one key: one unfinished run at a time, across instances. */
export const SKIN_SYNC_JOB = 'skins.sync';
export const SKIN_SYNC_KEY = 'catalogue';
