import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

const axeSource = fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core into the page through the DevTools protocol. A <script> tag (page.addScriptTag) would be an
 * inline script the site's Content-Security-Policy rightly blocks; evaluation from the test driver is not.
 */
export async function loadAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource);
}

/** Runs axe-core in the page and returns its violations as one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  await loadAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}
