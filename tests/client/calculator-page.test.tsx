import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../helpers/match-media';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify/unstyled';
import { renderRouteAt } from '../helpers/render-route';
import { gameRegistry } from '../../src/client/lib/game-registry';
import { priceOf } from '../../src/engine/price';
import { formatEuro } from '../../src/shared/format-euro';
import { okReply, stubApi, type StubReply } from '../helpers/stub-api';

Element.prototype.scrollIntoView ??= () => {};

const valorant = gameRegistry.byId('valorant')!;
const config = { ...valorant.defaults, updatedAt: '2026-11-20T10:00:00.000Z' };

let configReply: () => Promise<StubReply>;

// The config path answers what the test sets; anything else (banners) an empty list.
const stubConfigApi = () => stubApi(({ path }) => (path === `/${valorant.api}` ? configReply() : okReply([])));

const reduceMotion = (reduce: boolean) => stubMatchMedia({ reduceMotion: reduce });

const figure = (testId: string) => screen.getByTestId(testId).textContent;

// Transforming the page's module graph the first time takes longer than a findBy waits.
beforeAll(async () => {
  await import('../../src/client/app/GameRoute');
  // The route's loader also brings the About article (its own chunk).
  await (await import('../../src/client/components/rich-text/about-articles')).loadArticle(valorant.id);
}, 60_000);

beforeEach(() => {
  configReply = async () => ({ status: 200, body: { error: false, response: config } });
  stubConfigApi();
  reduceMotion(true);
});
afterEach(() => vi.unstubAllGlobals());

describe('calculator page', { timeout: 30_000 }, () => {
  it('renders once its loader has the config: heading, page title, form and date together', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    configReply = async () => {
      await gate;
      return { status: 200, body: { error: false, response: config } };
    };
    renderRouteAt(valorant.route);
    // No half page (heading without its form) while the loader waits: that would shift on arrival.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('heading', { level: 1, name: valorant.meta.title })).toBeNull();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: valorant.meta.title }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain(valorant.meta.title));
    expect(screen.getByRole('button', { name: 'Calculate Now' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Level' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Rank' }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Unranked');
    expect((screen.getByRole('checkbox', { name: /gun buddy/i }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Prices updated 20 November 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'About Valorant Accounts' })).toBeTruthy();
  });

  it('keeps the results hidden while the price is 0, then shows the engine price and market value', async () => {
    renderRouteAt(valorant.route);
    const calculate = await screen.findByRole('button', { name: 'Calculate Now' }, { timeout: 10_000 });
    await userEvent.click(calculate);
    expect(screen.getByTestId('results').style.display).toBe('none');
    expect(screen.getByRole('status').textContent).toContain('fill in at least one field');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Level' }), { target: { value: '50' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Agents' }), { target: { value: '10' } });
    await userEvent.click(screen.getByRole('checkbox', { name: /gun buddy/i }));
    await userEvent.click(calculate);
    const expected = priceOf(valorant, config, { level: 50, agent: 10, gunBuddy: true, rank: 'Unranked', skins: {} });
    expect(expected.price).toBeGreaterThan(0);
    expect(screen.getByTestId('results').style.display).not.toBe('none');
    expect(screen.queryByText(/fill in at least one field/)).toBeNull();
    expect(figure('estimated-value')).toBe(formatEuro(expected.price));
    expect(figure('market-value')).toBe(formatEuro(expected.market));
    const breakdown = within(screen.getByTestId('breakdown')).getAllByRole('listitem');
    expect(breakdown.length).toBe(expected.breakdown.filter((b) => b.amount > 0).length);
    const amounts = breakdown.map((li) => Number(li.textContent!.match(/€([\d,]+\.\d\d)/)![1]!.replace(/,/g, '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('animates the figures from the previous price to the new one', async () => {
    reduceMotion(false);
    renderRouteAt(valorant.route);
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Level' }, { timeout: 10_000 }), { target: { value: '50' } });
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Now' }));
    const expected = priceOf(valorant, config, { level: 50 });
    await waitFor(() => expect(screen.getByTestId('estimated-value').dataset.settled).toBe('false'));
    expect(figure('estimated-value')).not.toBe(formatEuro(expected.price));
    await waitFor(() => expect(figure('estimated-value')).toBe(formatEuro(expected.price)), { timeout: 3000 });
  });

  it('puts the inputs in a share link that fills the form and shows the result when opened', async () => {
    const first = renderRouteAt(valorant.route);
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Level' }, { timeout: 10_000 }), { target: { value: '120' } });
    await userEvent.click(screen.getByRole('checkbox', { name: /gun buddy/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Now' }));
    const shared = new URL((screen.getByTestId('share-url') as HTMLInputElement).value);
    expect(shared.pathname).toBe(valorant.route);
    expect(first.state.location.search).toBe(shared.search);
    // Only non-default inputs, under their input keys.
    expect([...shared.searchParams.keys()].sort()).toEqual(['gunBuddy', 'level']);
    const expected = formatEuro(priceOf(valorant, config, { level: 120, gunBuddy: true }).price);
    expect(figure('estimated-value')).toBe(expected);
    cleanup();

    renderRouteAt(`${shared.pathname}${shared.search}`);
    await waitFor(() => expect(figure('estimated-value')).toBe(expected), { timeout: 10_000 });
    expect((screen.getByRole('spinbutton', { name: 'Level' }) as HTMLInputElement).value).toBe('120');
    expect((screen.getByRole('checkbox', { name: /gun buddy/i }) as HTMLInputElement).checked).toBe(true);
  });

  it('ignores share-link values the form would refuse', async () => {
    renderRouteAt(`${valorant.route}?level=999999&agent=12`);
    await waitFor(() => expect(figure('estimated-value')).toBe(formatEuro(priceOf(valorant, config, { agent: 12 }).price)), {
      timeout: 10_000,
    });
    expect((screen.getByRole('spinbutton', { name: 'Level' }) as HTMLInputElement).value).toBe('');
  });

  it('shows an error reply in a toast and offers a retry that loads the form', async () => {
    const spy = vi.spyOn(toast, 'error');
    configReply = async () => ({ status: 500, body: { error: true, response: 'Prices are unavailable' } });
    renderRouteAt(valorant.route);
    await waitFor(() => expect(spy).toHaveBeenCalledWith('Prices are unavailable', expect.anything()), { timeout: 10_000 });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Calculate Now' })).toBeNull();
    configReply = async () => ({ status: 200, body: { error: false, response: config } });
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Calculate Now' }, { timeout: 10_000 })).toBeTruthy();
  });
});
