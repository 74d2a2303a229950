import pino, { type DestinationStream } from 'pino';

export interface LogDestination extends DestinationStream {
  /** Writes what is buffered now; called on exit, so no line is lost at shutdown. */
  flushSync(): void;
}

const GATHER_CHARS = 4096;

/**
 * Written asynchronously (sonic-boom, decision 0037). Lines are handed on 4 KiB at a time because
 * sonic-boom measures the whole text it holds on every write (Buffer.byteLength of up to 16 KiB per
 * line): under load that cost more than writing the line. They leave at the latest after `flushMs`,
 * so a quiet site's log is still current.
 */
export function bufferedStdout(flushMs = 1000): LogDestination {
  const destination = pino.destination({ dest: 1, sync: false });
  let lines: string[] = [];
  let chars = 0;
  const handOn = () => {
    if (lines.length === 0) return;
    const text = lines.join('');
    lines = [];
    chars = 0;
    destination.write(text);
  };
  const timer = setInterval(handOn, flushMs);
  timer.unref();
  const gathering: LogDestination = {
    write(line: string) {
      lines.push(line);
      chars += line.length;
      if (chars >= GATHER_CHARS) handOn();
    },
    flushSync() {
      handOn();
      destination.flushSync();
    },
  };
  process.on('exit', () => {
    try {
      gathering.flushSync();
    } catch {
      // Standard output already closed (a pipe whose reader left): nothing more can be written anyway.
    }
  });
  return gathering;
}
