/**
 * react-router's HydrateFallback: nothing, as the spec asks of the dashboard ("a blank page until
 * data loads"), marked busy for assistive technology.
 */
export function BlankPage() {
  return <div aria-busy="true" style={{ minHeight: '100vh' }} />;
}
