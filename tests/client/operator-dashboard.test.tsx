import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHOWN_GREEN } from '../../src/client/features/operator/BannerEditor';
import { dashboardReply, renderAt } from '../helpers/operator-fixtures';
import { stubApi, type ApiCall } from '../helpers/stub-api';

afterEach(() => vi.unstubAllGlobals());

const ok = (response: unknown) => ({ body: { error: false, response } });

/** A server that knows the dashboard, saves, reset, the public config read and logout. */
function fakeServer(): ApiCall[] {
  return stubApi(({ method, path, body }) => {
    if (path === '/auth/dashboard') return ok(dashboardReply());
    if (method === 'POST' && path === '/auth/banners/side') return ok('Banner saved');
    if (method === 'POST' && path === '/auth/waste-banner') return ok('Waste banner saved');
    if (method === 'POST' && path === '/auth/calculator') return ok('League of Legends prices saved');
    if (method === 'POST' && path === '/auth/calculator/reset') return ok('League of Legends prices reset to defaults');
    if (method === 'GET' && path === '/calculator')
      return ok({ ...(body as object), ...dashboardReply().calculator, updatedAt: '2026-11-22T00:30:00.000Z' });
    if (method === 'POST' && path === '/auth/logout') return ok('Logged out');
    return undefined;
  });
}

const section = (name: string) => screen.getByRole('region', { name });
const toggle = (name: string) => userEvent.click(within(section(name)).getByRole('button', { name: /^(Expand|Collapse)$/ }));

describe('/dashboard', { timeout: 30_000 }, () => {
  it('opens one game’s prices at its own address, /dashboard/prices/<game id>, and links each game to it', async () => {
    fakeServer();
    const router = renderAt('/dashboard/prices/league-of-legends');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 8000 });
    expect(within(section('League of Legends')).getByRole('button', { name: 'Collapse' })).toBeTruthy();
    expect(within(section('Advertisement Banners')).getByRole('button', { name: 'Expand' })).toBeTruthy();
    await userEvent.click(within(section('League of Legends')).getByRole('link', { name: 'Link to League of Legends' }));
    expect(router.state.location.pathname).toBe('/dashboard/prices/league-of-legends');
  });

  it('sends a visitor without a session to /login', async () => {
    const calls = stubApi(({ path }) =>
      path === '/auth/dashboard' ? { status: 401, body: { error: true, response: 'Please log in' } } : undefined,
    );
    const router = renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard Login' }, { timeout: 8000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.map((c) => c.path)).toEqual(['/auth/dashboard']);
  });

  it('also sends to /login when the load fails for another reason', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('network down');
      }),
    );
    const router = renderAt('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 8000 });
  });

  it('shows every section collapsed, in order, and opens each on its own', async () => {
    fakeServer();
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 8000 });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Advertisement Banners', 'Waste Banner', 'League of Legends', 'Fortnite']);
    expect(screen.getAllByRole('button', { name: 'Expand' })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();

    await toggle('Waste Banner');
    expect(within(section('Waste Banner')).getByRole('button', { name: 'Collapse' })).toBeTruthy();
    expect(within(section('Waste Banner')).getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    for (const other of ['Advertisement Banners', 'League of Legends', 'Fortnite']) {
      expect(within(section(other)).getByRole('button', { name: 'Expand' })).toBeTruthy();
    }
    await toggle('Advertisement Banners');
    expect(screen.getAllByRole('button', { name: 'Collapse' })).toHaveLength(2);
    await toggle('Waste Banner');
    expect(within(section('Waste Banner')).queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(within(section('Advertisement Banners')).getByRole('button', { name: 'Collapse' })).toBeTruthy();
  });

  it('shows when each game was last updated', async () => {
    fakeServer();
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 8000 });
    expect(within(section('League of Legends')).getByText(/^Last updated 20 Nov 2026/)).toBeTruthy();
    expect(within(section('Fortnite')).getByText('Default prices, never changed')).toBeTruthy();
  });

  it('toggles a banner between hidden (red) and not hidden (green), previews it and saves it', async () => {
    const calls = fakeServer();
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 8000 });
    await toggle('Advertisement Banners');
    const banners = section('Advertisement Banners');
    const [left, right] = within(banners).getAllByRole('button', { name: /^Banner is/ });
    expect(left!.textContent).toBe('Banner is not Hidden');
    expect(left!.getAttribute('data-tone')).toBe('green');
    expect(left!.getAttribute('style')).toContain(SHOWN_GREEN);
    expect(right!.textContent).toBe('Banner is Hidden');
    expect(right!.getAttribute('data-tone')).toBe('red');
    expect(right!.getAttribute('style')).toContain('--mantine-color-red');
    expect(within(banners).getByRole('img', { name: 'Left banner (position 1) preview' }).getAttribute('src')).toBe('/banners/left.svg');

    await userEvent.click(left!);
    expect(left!.textContent).toBe('Banner is Hidden');
    expect(left!.getAttribute('data-tone')).toBe('red');
    expect(left!.getAttribute('style')).toContain('--mantine-color-red');
    expect(within(banners).getByText('Unsaved changes')).toBeTruthy();

    await userEvent.click(within(banners).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Banner saved')).toBeTruthy();
    // Only the edited banner is sent, in the one save of the side banners, with the revision it was read at.
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/auth/banners/side',
        body: {
          banners: [{ id: 1, position: 1, hidden: true, imageUrl: '/banners/left.svg', link: 'https://example.com/left', revision: 1 }],
        },
      },
    ]);
    await waitFor(() => expect(within(banners).queryByText('Unsaved changes')).toBeNull());
  });

  it('refuses a javascript: link before sending it', async () => {
    const calls = fakeServer();
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 8000 });
    await toggle('Waste Banner');
    const waste = section('Waste Banner');
    const link = within(waste).getByLabelText('Link');
    await userEvent.clear(link);
    await userEvent.type(link, 'javascript:alert(1)');
    expect(within(waste).getByText(/must be an http\(s\) URL or a site path/)).toBeTruthy();
    await userEvent.click(within(waste).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Fix the highlighted addresses before saving')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('logs out and goes to /login', async () => {
    const calls = fakeServer();
    const router = renderAt('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }, { timeout: 8000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/auth/logout')).toBe(true);
  });
});
