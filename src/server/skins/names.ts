/** The sync's job name (stored in jobs rows) and its one key: one unfinished run at a time, across instances. */
export const SKIN_SYNC_JOB = 'skins.sync';
export const SKIN_SYNC_KEY = 'catalogue';

/** The read-cache topic of the public skin reads: a sync or an edit invalidates it, so rendered pages are dropped. */
export const SKINS_CACHE_TOPIC = 'skins';

/** The image warm-up job (images/warm-job.ts), queued after a sync; one unfinished run at a time, across instances. */
export const SKIN_IMAGES_WARM_JOB = 'skins.images.warm';
export const SKIN_IMAGES_WARM_KEY = 'catalogue';
