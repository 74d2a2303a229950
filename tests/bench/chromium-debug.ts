// A headless system Chromium with a remote-debugging port and a fresh profile, for Lighthouse.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, findChromium } from '../helpers/chromium';

export interface DebugChromium {
  port: number;
  close: () => Promise<void>;
}

const FLAGS = ['--headless', ...CHROMIUM_FLAGS];

export async function launchDebugChromium(): Promise<DebugChromium> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'av-lighthouse-'));
  const child = spawn(findChromium(), [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group, so closing it also ends the helper processes that write to the profile.
    detached: true,
  });
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group has already gone.
    }
  };
  const killOnExit = () => killGroup('SIGKILL');
  process.once('exit', killOnExit);
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a debugging port: ${seen.slice(-500)}`)), 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${seen.slice(-500)}`)));
  });
  return {
    port,
    close: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        killGroup('SIGTERM');
        await exited;
      }
      killGroup('SIGKILL');
      // A helper may still flush into the profile for a moment; a leftover temporary folder must not cost the figures.
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
      } catch (error) {
        console.warn(`Could not remove the Chromium profile ${profile}: ${(error as Error).message}`);
      }
    },
  };
}
