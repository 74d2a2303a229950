/** What the auth routes and schemas both read; a leaf, so neither imports the other for it. */

export const USERNAME_MAX = 64;
export const KEY_MIN = 8;
export const KEY_MAX = 256;
