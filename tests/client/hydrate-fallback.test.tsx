import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../helpers/operator-fixtures';
import { stubApi } from '../helpers/stub-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Pages rendered in the browser alone start with their route module still loading: react-router
 * then shows the route's HydrateFallback, and without one warns 'No `HydrateFallback` element
 * provided' (once per page load, so each page is checked in a fresh router and a fresh spy).
 */
describe('pages rendered in the browser alone', { timeout: 20_000 }, () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/dashboard/skins', 'Skin Dashboard'],
    ['/login', 'Dashboard Login'],
  ])('%s shows a blank page while loading, without the router warning', async (path, heading) => {
    const warn = vi.spyOn(console, 'warn');
    // The dashboards' data never arrives here: their first screen is what is checked.
    stubApi(() => new Promise(() => undefined));
    renderAt(path);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    if (path === '/login') expect(await screen.findByRole('heading', { name: heading }, { timeout: 8000 })).toBeTruthy();
    else await new Promise((resolve) => setTimeout(resolve, 300));
    const warnings = warn.mock.calls.map((args) => args.map(String).join(' '));
    expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
  });
});
