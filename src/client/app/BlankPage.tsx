/**
 * What a page rendered in the browser alone shows while its route module loads (react-router's
 * HydrateFallback): nothing, as the spec asks of the dashboard ("a blank page until data loads"),
 * marked busy for assistive technology. Without one the router renders nothing anyway and warns.
 */
export function BlankPage() {
  return <div aria-busy="true" style={{ minHeight: '100vh' }} />;
}
