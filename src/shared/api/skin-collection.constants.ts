/** What the skin-collection routes and schemas both read; a leaf, so neither imports the other for it. */

export const COLLECTION_MAX_IDS = 5000;
export const COLLECTION_MAX_LIMIT = 60;
/** Lines sent to the matcher per request; the import dialog sends a long paste in several. */
export const MATCH_MAX_ENTRIES = 1000;
export const MATCH_ENTRY_MAX = 200;
/** The groups of "what can still be bought", in page order, with the words the page shows. */
export const AVAILABILITY_GROUPS = ['buyable', 'legacy', 'limited', 'unknown'] as const;
export type AvailabilityGroup = (typeof AVAILABILITY_GROUPS)[number];
