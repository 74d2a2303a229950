/**
 * What a page's form posted without scripts comes back with (decision 0040): the server acted on
 * it, could not do what it asked, and renders the page again saying why. Only the fields a form
 * names as safe to show travel here (the login's username, never its key).
 */
export interface PageFormState {
  /** The sentence the page shows, as the API would have said it. */
  refusal: string;
  /** Posted fields the page fills back in. */
  fields: Readonly<Record<string, string>>;
}

/** The route loader's view of the render's request context: the state of a refused post, if this render is one. */
export function pageFormState(context: unknown): PageFormState | null {
  if (typeof context !== 'object' || context === null || !('pageForm' in context)) return null;
  const state = (context as { pageForm?: PageFormState }).pageForm;
  return state ?? null;
}
