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

// jsdom finds an element's labels by asking every label of the document for its control, so a query by
// label or accessible name in the operator's 900-element forms cost 8 ms per input. The same answer, as
// the HTML standard defines it, from the labels that can name the element: those pointing at its id and
// the one around it.
const LABELABLE = [
  HTMLInputElement,
  HTMLButtonElement,
  HTMLSelectElement,
  HTMLTextAreaElement,
  HTMLOutputElement,
  HTMLMeterElement,
  HTMLProgressElement,
];
for (const kind of LABELABLE) {
  Object.defineProperty(kind.prototype, 'labels', {
    configurable: true,
    get(this: HTMLElement) {
      if (this instanceof HTMLInputElement && this.type === 'hidden') return null;
      const root = this.getRootNode() as ParentNode;
      const byId = this.id ? [...root.querySelectorAll<HTMLLabelElement>(`label[for="${this.id.replace(/["\\]/g, '\\$&')}"]`)] : [];
      const around = this.parentElement?.closest('label');
      const candidates = around && !byId.includes(around) ? [...byId, around] : byId;
      return candidates
        .filter((label) => label.control === this)
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    },
  });
}
