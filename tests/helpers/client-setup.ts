import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { stubMatchMedia } from './match-media';

// Pages wait for their route loader (data and lazy chunks) before rendering, and five engineers
// share two cores: findBy/waitFor wait up to 5 s (a page that never comes still fails).
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs, which jsdom lacks.
if (!window.matchMedia) stubMatchMedia();
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
window.scrollTo ??= () => {};

afterEach(() => cleanup());
// Files share one window (isolate: false, decision 0043): each starts with the storage a new visitor has.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
});
