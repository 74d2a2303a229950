import { inject } from 'vitest';
import type { Page } from 'playwright-core';

/** Signs the e2e operator in through /login and waits for the dashboard. */
export async function logIn(page: Page): Promise<void> {
  const { username, key } = inject('operator');
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Key').fill(key);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}
