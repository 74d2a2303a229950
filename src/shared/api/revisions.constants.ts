/** What the revisions' routes and schemas both read; a leaf, so neither imports the other for it. */

export const REVISION_ACTIONS = ['save', 'reset', 'restore'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** How long an operator's note on a change may be (a tweet's length: a reason, not a report). */
export const NOTE_MAX = 280;
