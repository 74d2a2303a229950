/** What the activity routes and schemas both read; a leaf, so neither imports the other for it. */

export const ACTIVITY_PAGE_MAX = 200;
