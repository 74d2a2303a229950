/** What the blog routes and schemas both read; a leaf, so neither imports the other for it. */

export const BLOG_LIST_LIMIT_MAX = 999;
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
/** A tweet as the syndication endpoint gives it (react-tweet's `Tweet`), passed through by our server unchanged. */
export type TweetPayload = { id_str: string; user: object } & Record<string, unknown>;
