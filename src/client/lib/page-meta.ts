/**
 * What a page is called, for the browser tab and for link previews. Pages render these with
 * React 19 metadata (PageMetaTags), on the server too, so a shared link shows them without JavaScript.
 */
export interface PageMeta {
  /** Route pattern: literal segments and `:name` parameters, e.g. `/blog/:slug`. */
  pattern: string;
  title: string;
  description: string;
}

export { SITE_NAME } from '../../shared/share-image';
