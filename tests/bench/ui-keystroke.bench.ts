import type { BenchSuite } from './harness';
import { median } from './harness';
import { launchBenchBrowser, startBuiltServer } from './ui-built-server';

declare global {
  interface Window {
    __keystrokes?: number[];
    __commits?: number[];
  }
}

/**
 * Installed in the page as text: tsx would wrap named functions in a helper the page lacks.
 * The input is controlled, so its text changes when React commits the keystroke. The first
 * frame callback that sees the new text precedes the paint showing it; a task queued there
 * runs once that frame is out.
 */
const MEASURE = `(() => {
  window.__keystrokes = [];
  window.__commits = [];
  const input = document.activeElement;
  let start = 0;
  // React renders a controlled input's change before the input event has finished bubbling;
  // a microtask queued by the last listener runs once that work is done.
  document.addEventListener('input', () => queueMicrotask(() => window.__commits.push(performance.now() - start)));
  document.addEventListener('keydown', (event) => {
    const before = input.value;
    start = event.timeStamp;
    const afterCommit = () => {
      if (input.value === before) { requestAnimationFrame(afterCommit); return; }
      setTimeout(() => window.__keystrokes.push(performance.now() - start), 0);
    };
    requestAnimationFrame(afterCommit);
  }, { capture: true });
})()`;

const KEYS = ['1', '2', '3', '4', 'Backspace', 'Backspace', 'Backspace', 'Backspace'];
const WARMUP = 8;
const RUNS = 32;

/**
 * Keystroke-to-paint on the Clash of Clans form (the largest: eleven counts, seven selects) in
 * Chromium: from the keydown event's timestamp to the first task after the next animation
 * frame that follows React's commit, i.e. after the frame showing the new text was painted.
 */
const suite: BenchSuite = {
  title: 'Calculator form responsiveness (Chromium, built site)',
  async run() {
    const server = await startBuiltServer();
    const browser = await launchBenchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${server.baseUrl}/clashofclans-account-value`);
      await page.getByRole('button', { name: 'Calculate Now' }).waitFor({ timeout: 30_000 });
      const field = page.getByRole('spinbutton', { name: /gems/i });
      await field.click();
      await page.evaluate(MEASURE);
      for (let i = 0; i < WARMUP + RUNS; i++) {
        await page.keyboard.press(KEYS[i % KEYS.length]!);
        await page.waitForFunction((n) => window.__keystrokes!.length >= n, i + 1, { timeout: 10_000 });
      }
      const times = (await page.evaluate(() => window.__keystrokes!)).slice(WARMUP);
      const commits = (await page.evaluate(() => window.__commits!)).slice(WARMUP);
      const sorted = [...times].sort((a, b) => a - b);
      return [
        {
          name: 'keystroke to paint, Clash form (median)',
          value: median(times),
          unit: 'ms',
          budget: 16,
          note: `median of ${times.length} keystrokes`,
        },
        {
          name: 'keystroke to paint, Clash form (p90)',
          value: sorted[Math.floor(sorted.length * 0.9)]!,
          unit: 'ms',
          note: `of ${times.length}`,
        },
        {
          name: 'keystroke to React commit, Clash form (median)',
          value: median(commits),
          unit: 'ms',
          note: 'script work only, no frame wait',
        },
      ];
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
export default suite;
