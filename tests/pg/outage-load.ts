/** One request of the mixed load, as the client saw it (clock of this process, which the server shares). */
export interface Sample {
  kind: 'save' | 'read' | 'ready';
  path: string;
  sentAt: number;
  receivedAt: number;
  /** 0 when no reply came (the connection was refused or reset: the process died). */
  status: number;
  code?: string;
  retryAfter: string | null;
}

export interface LoadOptions {
  base: string;
  /** The operator's session cookie. */
  cookie: string;
  /** The save's path under /api and its body for the i-th save. */
  save: { path: string; body: (i: number) => unknown };
  /** Public GETs under /api, read in turn by each reader. */
  reads: string[];
  readers?: number;
  /** Pause after each request of a loop: with 3 readers and one saver, about 30 requests a second. */
  pauseMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(base: string, kind: Sample['kind'], path: string, init: RequestInit = {}): Promise<Sample> {
  const sentAt = Date.now();
  try {
    const res = await fetch(`${base}/api${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
    const body = (await res.json().catch(() => ({}))) as { code?: string };
    return { kind, path, sentAt, receivedAt: Date.now(), status: res.status, code: body.code, retryAfter: res.headers.get('retry-after') };
  } catch {
    return { kind, path, sentAt, receivedAt: Date.now(), status: 0, retryAfter: null };
  }
}

/**
 * Mixed traffic on one instance until stopped: readers loop over public GETs, one operator saves in turn
 * (one save at a time, so each save's window [sentAt, receivedAt] holds its own commit and no other's),
 * and readiness is asked every 100 ms.
 */
export function startLoad(options: LoadOptions): { samples: Sample[]; stop: () => Promise<Sample[]> } {
  const samples: Sample[] = [];
  let running = true;
  const pauseMs = options.pauseMs ?? 100;
  const loop = async (next: (i: number) => Promise<Sample>, pause: number) => {
    for (let i = 0; running; i++) {
      samples.push(await next(i));
      await sleep(pause);
    }
  };
  const loops = [
    loop(
      (i) =>
        send(options.base, 'save', options.save.path, {
          method: 'POST',
          headers: { cookie: options.cookie, 'content-type': 'application/json', origin: options.base },
          body: JSON.stringify(options.save.body(i)),
        }),
      pauseMs,
    ),
    ...Array.from({ length: options.readers ?? 3 }, (_, reader) =>
      loop((i) => send(options.base, 'read', options.reads[(i + reader) % options.reads.length]!), pauseMs),
    ),
    loop(() => send(options.base, 'ready', '/health/ready'), 100),
  ];
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return samples;
    },
  };
}

/** Waits until `check` holds, polling every 50 ms; returns how long it took, or throws after `withinMs`. */
export async function waitUntil(check: () => boolean | Promise<boolean>, withinMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await sleep(50);
  }
  return Date.now() - started;
}
