import { readImport, type ImportRead } from './read-import';

/**
 * The import worker: decodes a file (or takes a paste) and reads it off the page's thread, so a
 * large import never blocks typing, scrolling or the Close button. See read-in-worker.ts.
 */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<File | string>) => void) | null;
  postMessage: (message: ImportRead) => void;
};

scope.onmessage = (event) => {
  const input = event.data;
  const text = typeof input === 'string' ? Promise.resolve(input) : input.text();
  text.then(
    (t) => scope.postMessage(readImport(t)),
    () => scope.postMessage({ ok: false, error: 'This file could not be read.' }),
  );
};
