import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { Providers } from '../../src/client/app/providers';
import { SiteHeader } from '../../src/client/app/shell/SiteHeader';
import { buildSiteNav } from '../../src/client/app/shell/nav-links';
import { closedMenu, mobileMenuReducer } from '../../src/client/app/shell/mobile-menu-state';

const games = [
  { name: 'League of Legends', route: '/' },
  { name: 'Fortnite', route: '/fortnite-account-value' },
  { name: 'Valorant', route: '/valorant-account-value' },
];
const converters = [
  { name: 'Riot Points to USD', route: '/riot-points-to-usd' },
  { name: 'V-Bucks to USD', route: '/v-bucks-to-usd' },
];
const nav = buildSiteNav(games, converters);

function Where() {
  const { pathname, hash } = useLocation();
  return (
    <output data-testid="where">
      {pathname}
      {hash}
    </output>
  );
}

function renderHeader(path = '/blog') {
  const layout = () => (
    <>
      <SiteHeader nav={nav} />
      <Where />
      <Outlet />
      <p>Page body</p>
    </>
  );
  const router = createMemoryRouter([{ Component: layout, children: [{ path: '*', Component: () => null }] }], { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { user: userEvent.setup() };
}

const where = () => screen.getByTestId('where').textContent;
const panel = () => document.getElementById('mobile-menu');

describe('site navigation data', () => {
  it('lists every game but the landing page under accounts, all games in the footer, converters under currency', () => {
    expect(nav.accounts.map((i) => i.label)).toEqual(['Fortnite', 'Valorant']);
    expect(nav.games.map((i) => i.to)).toEqual(['/', '/fortnite-account-value', '/valorant-account-value']);
    expect(nav.currency).toEqual([
      { label: 'Riot Points to USD', to: '/riot-points-to-usd' },
      { label: 'V-Bucks to USD', to: '/v-bucks-to-usd' },
    ]);
  });
});

describe('mobile menu state', () => {
  it('keeps at most one submenu open and folds them when closed', () => {
    let state = mobileMenuReducer(closedMenu, { type: 'toggle' });
    expect(state).toEqual({ open: true, submenu: null });
    state = mobileMenuReducer(state, { type: 'toggleSubmenu', submenu: 'accounts' });
    state = mobileMenuReducer(state, { type: 'toggleSubmenu', submenu: 'currency' });
    expect(state.submenu).toBe('currency');
    expect(mobileMenuReducer(state, { type: 'toggleSubmenu', submenu: 'currency' }).submenu).toBeNull();
    expect(mobileMenuReducer(state, { type: 'close' })).toEqual(closedMenu);
    expect(mobileMenuReducer(state, { type: 'toggle' })).toEqual(closedMenu);
  });
});

describe('desktop dropdowns', () => {
  it('open on click, list the games and close when a link is chosen', async () => {
    const { user } = renderHeader();
    // The menu code loads after first paint and replaces the placeholder button: query it afresh.
    const trigger = () => screen.getByRole('button', { name: 'Account Calculators' });
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger());
    await waitFor(() => expect(trigger().getAttribute('aria-expanded')).toBe('true'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Fortnite', 'Valorant']);
    await user.click(screen.getByRole('menuitem', { name: 'Valorant' }));
    expect(where()).toBe('/valorant-account-value');
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('close on Escape', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Currency Calculators' }));
    expect(await screen.findByRole('menuitem', { name: 'V-Bucks to USD' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
  });

  it('About goes to the landing page section when the page has no #about', async () => {
    const { user } = renderHeader('/blog');
    const [about] = screen.getAllByRole('link', { name: 'About' });
    expect(about!.getAttribute('href')).toBe('/#about');
    await user.click(about!);
    expect(where()).toBe('/#about');
  });
});

describe('mobile menu', () => {
  it('opens from the hamburger, has exclusive submenus and closes when a link is chosen', async () => {
    const { user } = renderHeader();
    const burger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    const menu = within(panel()!);
    const accounts = menu.getByRole('button', { name: 'Account Calculators' });
    const currency = menu.getByRole('button', { name: 'Currency Calculators' });
    await user.click(accounts);
    expect(accounts.getAttribute('aria-expanded')).toBe('true');
    await user.click(currency);
    expect(currency.getAttribute('aria-expanded')).toBe('true');
    expect(accounts.getAttribute('aria-expanded')).toBe('false');
    await user.click(menu.getByRole('link', { name: 'V-Bucks to USD' }));
    expect(where()).toBe('/v-bucks-to-usd');
    expect(panel()).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to the hamburger', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(panel()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('closes on a click outside but not on a click inside', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(panel()!).getByRole('button', { name: 'Account Calculators' }));
    expect(panel()).not.toBeNull();
    await user.click(screen.getByText('Page body'));
    expect(panel()).toBeNull();
  });

  it('toggles closed from the hamburger itself', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(panel()).toBeNull();
  });
});
