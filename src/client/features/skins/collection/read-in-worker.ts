import { binaryType, IMPORT_MAX_BYTES, NOT_TEXT, readImport, tooLarge, type ImportRead } from './read-import';

/**
 * Reads a paste or a file in a Web Worker (one per import, ended when it answers). Where workers
 * are missing (tests under jsdom, very old browsers) it reads on this thread.
 * A file over the cap is refused from its size alone, and one whose type is never text (an image, a
 * zip) from its type alone, before a byte of it is read.
 */
export function readInWorker(input: File | string): Promise<ImportRead> {
  if (typeof input !== 'string' && binaryType(input.type)) return Promise.resolve({ ok: false, error: NOT_TEXT });
  if (typeof input !== 'string' && input.size > IMPORT_MAX_BYTES) return Promise.resolve({ ok: false, error: tooLarge(input.size) });
  if (typeof Worker === 'undefined') return (typeof input === 'string' ? Promise.resolve(input) : input.text()).then(readImport);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module' });
    const finish = (read: ImportRead) => {
      worker.terminate();
      resolve(read);
    };
    worker.onmessage = (event: MessageEvent<ImportRead>) => finish(event.data);
    worker.onerror = () => finish({ ok: false, error: 'The import could not start; reload the page and try again.' });
    worker.postMessage(input);
  });
}
