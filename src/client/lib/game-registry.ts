import { createGameRegistry } from '../../engine/game-registry';

// Bundled at build time. The files were checked against schemas/game.schema.json by the
// tests and by the server at start, so the browser takes them as they are (no ajv here).
// Under `npm run dev` a file that is not JSON arrives as null (build/vite/data-file-errors.ts): left out, not fatal.
const files = Object.fromEntries(
  Object.entries(import.meta.glob<unknown>('/schemas/games/*.json', { eager: true, import: 'default' })).filter(
    ([, game]) => game !== null,
  ),
);

/** Every game of the site, sorted by `order` (menus, routes, the calculator page). */
export const gameRegistry = createGameRegistry(files);
