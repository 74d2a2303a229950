import fs from 'node:fs';

/** The system Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium. Throws with the fix when absent. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => !!p);
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}). Browser tests drive the system Chromium: ` +
        'install it with `apt-get update && apt-get install -y chromium`, or set CHROMIUM_PATH.',
    );
  }
  return found;
}

/** The flags of every Chromium the tests and benches start: no sandbox (containers), no GPU, no background traffic. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
