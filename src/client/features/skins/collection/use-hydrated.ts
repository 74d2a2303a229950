// The site's one hydration flag (src/client/lib): the browser's collection is known only once hydrated.
export { useHydrated } from '../../../lib/use-hydrated';
