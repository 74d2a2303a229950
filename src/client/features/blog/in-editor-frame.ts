/** True inside a frame (Contentful's editor shows the site in one); a visitor's tab is never framed. */
export function inEditorFrame(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent that refuses even the comparison is a frame too.
    return true;
  }
}
