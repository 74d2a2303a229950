/**
 * Every build is a production build, also when a test runner starts it: Vite keeps an inherited
 * NODE_ENV (vitest sets 'test'), which shipped React's development build and JSX runtime.
 * Called by each Vite config before it returns.
 */
export function productionWhenBuilding(command: 'build' | 'serve'): void {
  if (command === 'build') process.env.NODE_ENV = 'production';
}
