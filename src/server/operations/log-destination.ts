import pino, { type DestinationStream } from 'pino';

export interface LogDestination extends DestinationStream {
  /** Writes what is buffered now; called on exit, so no line is lost at shutdown. */
  flushSync(): void;
}

/**
 * Standard output through a buffer written asynchronously (sonic-boom, decision 0037): a request's line
 * costs a string append, not a write(2). Lines leave when 4 KiB have gathered or at the latest after
 * `flushMs`, so a quiet site's log is still current, and synchronously when the process exits.
 */
export function bufferedStdout(flushMs = 1000): LogDestination {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const timer = setInterval(() => destination.flush(), flushMs);
  timer.unref();
  process.on('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // Standard output already closed (a pipe whose reader left): nothing more can be written anyway.
    }
  });
  return destination;
}
