import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../src/client/app/providers';
import { routes } from '../../src/client/app/router';
import { ConverterPage } from '../../src/client/features/converters/ConverterPage';
import { converterRegistry } from '../../src/client/lib/converter-registry';
import { SiteLinksProvider } from '../../src/client/lib/site-links';
import { NO_SITE_LINKS, type SiteLinks } from '../../src/shared/api/site-links';
import { CONFIGURED_LINKS } from '../helpers/site-links';

function renderConverter(path: string, links: SiteLinks = CONFIGURED_LINKS) {
  const converter = converterRegistry.byRoute(path)!;
  const router = createMemoryRouter([{ path: '*', element: <ConverterPage converter={converter} /> }], { initialEntries: [path] });
  render(
    <SiteLinksProvider links={links}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </SiteLinksProvider>,
  );
  return userEvent.setup();
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('converter page', () => {
  it('typing on the left fills the right with two decimals', async () => {
    const user = renderConverter('/riot-points-to-usd');
    expect(screen.getByRole('heading', { level: 1, name: 'Riot Points to USD Converter' })).toBeTruthy();
    await user.type(field(/^Riot Points/), '575');
    expect(field(/US Dollar/).value).toBe('4.42');
  });

  it('takes an amount grouped as its pack table prints it, or with spaces', async () => {
    const user = renderConverter('/v-bucks-to-usd');
    await user.type(field(/^V-Bucks/), '1,000');
    expect(field(/US Dollar/).value).toBe('8.99');
    expect(screen.queryByText(/Enter a positive number/)).toBeNull();
    await user.clear(field(/^V-Bucks/));
    await user.type(field(/^V-Bucks/), '13 500');
    expect(field(/US Dollar/).value).toBe('121.37');
  });

  it('typing on the right fills the left with a whole number', async () => {
    const user = renderConverter('/riot-points-to-usd');
    await user.type(field(/US Dollar/), '10');
    expect(field(/^Riot Points/).value).toBe('1300');
  });

  it('clearing or typing a non-number clears the other field and says why', async () => {
    const user = renderConverter('/v-bucks-to-usd');
    await user.type(field(/^V-Bucks/), '1000');
    expect(field(/US Dollar/).value).toBe('8.99');
    await user.clear(field(/^V-Bucks/));
    expect(field(/US Dollar/).value).toBe('');
    expect(screen.queryByText(/Enter a positive number/)).toBeNull();
    await user.type(field(/US Dollar/), '8.99');
    expect(field(/^V-Bucks/).value).toBe('1000');
    await user.type(field(/US Dollar/), 'x');
    expect(field(/^V-Bucks/).value).toBe('');
    expect(screen.getByText('Enter a positive number, e.g. 1000')).toBeTruthy();
  });

  it('changing the currency recomputes the right field from the left', async () => {
    const user = renderConverter('/robux-to-usd-eur-gbp');
    await user.type(field(/^Robux/), '1000');
    expect(field(/US Dollar \(USD\)/).value).toBe('12.50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(field(/Euro \(EUR\)/).value).toBe('11.00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'GBP');
    expect(field(/British Pound \(GBP\)/).value).toBe('9.40');
    await user.clear(field(/British Pound/));
    await user.type(field(/British Pound/), '94');
    expect(field(/^Robux/).value).toBe('10000');
  });

  it('shows the pack table, and Twitch prices follow the chosen currency with their discount', async () => {
    const user = renderConverter('/twitch-bits-to-usd-eur-gbp');
    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('row')).toHaveLength(7);
    expect(table.getByRole('row', { name: /1,500 Bits 5% \$19\.95/ })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(table.getByRole('row', { name: /25,000 Bits 12% €330\.00/ })).toBeTruthy();
  });

  it('says the rate is a buying price and shows the dated creator payout for the typed amount', async () => {
    const user = renderConverter('/robux-to-usd-eur-gbp');
    expect(screen.getByText('A buying price, not a resale value')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Developer Exchange \(DevEx\) cash-out \(as of \w+ \d{4}\)/ })).toBeTruthy();
    await user.type(field(/^Robux/), '10000');
    expect(screen.getByText(/for 10000 Robux: \$35\.00/)).toBeTruthy();
  });

  it('shows the V-Bucks battle pass and no partner banners', () => {
    renderConverter('/v-bucks-to-usd');
    expect(screen.getByRole('rowheader', { name: 'Battle Pass' })).toBeTruthy();
    expect(screen.queryAllByTestId('side-banner')).toHaveLength(0);
  });

  it('puts partner banners beside the Riot Points converter', () => {
    renderConverter('/riot-points-to-usd');
    const banners = screen.getAllByTestId('side-banner');
    expect(banners.map((a) => a.getAttribute('href'))).toEqual([CONFIGURED_LINKS.boosting!.url, CONFIGURED_LINKS.mmrCheckerUrl]);
  });

  it('leaves the partner banners and their columns out when no partner is configured', () => {
    renderConverter('/riot-points-to-usd', NO_SITE_LINKS);
    expect(screen.queryAllByTestId('side-banner')).toHaveLength(0);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is routed from the registry, lazily, with its page title', async () => {
    const converter = converterRegistry.byId('valorant-points')!;
    const router = createMemoryRouter(routes, { initialEntries: [converter.route] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Valorant Points to USD Converter' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Valorant Points to USD Converter | Account Value'));
    expect(converterRegistry.converters.map((c) => c.route)).toEqual(
      routes[0]!.children!.filter((r) => r.path?.includes('-to-')).map((r) => r.path),
    );
  }, 20_000);
});
