import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../helpers/match-media';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRouteAt } from '../helpers/render-route';
import { gameRegistry } from '../../src/client/lib/game-registry';
import { priceOf } from '../../src/engine/price';
import { formatEuro } from '../../src/shared/format-euro';
import type { RiotProfileReply } from '../../src/shared/api/riot-profile';
import { LOOKUP_MESSAGES } from '../../src/shared/api/wasted-time';
import { okReply, stubApi, type ApiCall, type StubReply } from '../helpers/stub-api';

Element.prototype.scrollIntoView ??= () => {};

const league = gameRegistry.byId('league-of-legends')!;
const config = { ...league.defaults, updatedAt: '2026-11-20T10:00:00.000Z' };
const PROFILE: RiotProfileReply = {
  gameName: 'Faker',
  tagLine: 'KR1',
  region: 'kr',
  level: 245,
  profileIconId: 29,
  rank: { tier: 'GOLD', rank: 'II', lp: 45, wins: 60, losses: 50 },
  championsPlayed: 87,
  masteryScore: 410,
  calculatorInputs: { level: 245, rank: 'Gold', champion: 87 },
};

let profileReply: (call: ApiCall) => StubReply | Promise<StubReply>;
let calls: ApiCall[];

const figure = (testId: string) => screen.getByTestId(testId).textContent;
const field = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const rankSelect = () => screen.getByRole('combobox', { name: 'Rank' }) as HTMLSelectElement;
const profileCalls = () => calls.filter((c) => c.path === '/riot-profile');

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Fill from Riot ID' }, { timeout: 10_000 }));
  const form = await screen.findByRole('form', { name: 'Fill from Riot ID' }, { timeout: 10_000 });
  return within(form);
}

beforeAll(async () => {
  await import('../../src/client/app/GameRoute');
  await import('../../src/client/features/riot-fill/RiotFillForm');
  await (await import('../../src/client/components/rich-text/about-articles')).loadArticle(league.id);
}, 60_000);

beforeEach(() => {
  profileReply = () => okReply(PROFILE);
  calls = stubApi((call) => {
    if (call.path === `/${league.api}`) return okReply(config);
    if (call.path === '/riot-profile') return profileReply(call);
    if (call.path.startsWith('/contentful/')) return okReply({ items: [] });
    return okReply([]);
  });
  stubMatchMedia({ reduceMotion: true });
});
afterEach(() => vi.unstubAllGlobals());

describe("the League calculator's fill from a Riot ID", { timeout: 30_000 }, () => {
  it('fills Level, Rank and Champions through the form, prices them, writes the share link and says what is left', async () => {
    const router = renderRouteAt('/');
    const toggle = await screen.findByRole('button', { name: 'Fill from Riot ID' }, { timeout: 10_000 });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const form = await openForm();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const input = form.getByRole('textbox', { name: 'Riot ID' });
    expect(input.getAttribute('placeholder')).toBe('Name#Tag');
    await waitFor(() => expect(document.activeElement).toBe(input));
    // Riot does not share these: said beside the form.
    expect(
      form.getByText(/Owned skins, champions never played, Blue Essence and Riot Points are not available to third parties/),
    ).toBeTruthy();

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    profileReply = async () => {
      await gate;
      return okReply(PROFILE);
    };
    await userEvent.type(input, 'Faker#KR1');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Region' }), 'KR');
    await userEvent.click(form.getByRole('button', { name: 'Fill' }));
    // The lookup's loading text, the button disabled while Riot is asked.
    expect(await form.findByText('Fetching Account Data...')).toBeTruthy();
    expect(form.getByRole('button', { name: 'Fill' }).hasAttribute('disabled')).toBe(true);
    release();

    await waitFor(() => expect(field('Level').value).toBe('245'));
    expect(profileCalls().map((c) => c.body)).toEqual([{ gameName: 'Faker', tagLine: 'KR1', region: 'kr' }]);
    expect(rankSelect().selectedOptions[0]?.textContent).toBe('Gold');
    expect(field('Champions').value).toBe('87');
    const expected = priceOf(league, config, { level: 245, rank: 'Gold', champion: 87 });
    await waitFor(() => expect(figure('estimated-value')).toBe(formatEuro(expected.price)));
    const shared = new URL((screen.getByTestId('share-url') as HTMLInputElement).value);
    expect(Object.fromEntries(shared.searchParams)).toEqual({ level: '245', rank: 'Gold', champion: '87' });
    await waitFor(() => expect(router.state.location.search).toBe(shared.search));

    const status = screen.getByRole('status', { name: '' });
    expect(status.textContent).toContain('Filled from Riot for Faker#KR1: Level 245, Rank Gold and Champions 87');
    expect(status.textContent).toContain('(Champions counts the champions played on the account: owned ones never played are missing).');
    expect(status.textContent).toContain(
      'enter Skins, Ward Skins, Icons, Blue Essence and Riot Points yourself, or fill Skins from my collection.',
    );
    expect(within(status).getByRole('link', { name: 'my collection' }).getAttribute('href')).toBe('/lol-skins');
    // The form closed and the button that opened it has focus again.
    expect(screen.queryByRole('form', { name: 'Fill from Riot ID' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('keeps what the visitor typed but did not price yet, and prices it with the fill', async () => {
    renderRouteAt('/');
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Icons' }, { timeout: 10_000 }), { target: { value: '40' } });
    const form = await openForm();
    await userEvent.type(form.getByRole('textbox', { name: 'Riot ID' }), 'Faker#KR1');
    await userEvent.click(form.getByRole('button', { name: 'Fill' }));
    await waitFor(() => expect(field('Level').value).toBe('245'));
    expect(field('Icons').value).toBe('40');
    const expected = priceOf(league, config, { level: 245, rank: 'Gold', champion: 87, icon: 40 });
    await waitFor(() => expect(figure('estimated-value')).toBe(formatEuro(expected.price)));
  });

  it("refuses an input without '#' with 'Invalid Riot Id' before asking the server", async () => {
    renderRouteAt('/');
    const form = await openForm();
    await userEvent.type(form.getByRole('textbox', { name: 'Riot ID' }), 'NoHashHere');
    await userEvent.click(form.getByRole('button', { name: 'Fill' }));
    expect((await form.findByRole('alert')).textContent).toBe(LOOKUP_MESSAGES.invalidRiotId);
    expect(profileCalls()).toEqual([]);
  });

  it("shows the server's refusal under the input and changes no field", async () => {
    profileReply = () => ({ status: 404, body: { error: true, response: LOOKUP_MESSAGES.notFound, code: 'NOT_FOUND' } });
    renderRouteAt('/');
    const form = await openForm();
    await userEvent.type(form.getByRole('textbox', { name: 'Riot ID' }), 'Nobody#EUW');
    await userEvent.click(form.getByRole('button', { name: 'Fill' }));
    expect((await form.findByRole('alert')).textContent).toBe(LOOKUP_MESSAGES.notFound);
    expect(field('Level').value).toBe('');
    expect(rankSelect().selectedOptions[0]?.textContent).toBe('Unranked');
    expect(form.getByRole('button', { name: 'Fill' }).hasAttribute('disabled')).toBe(false);
  });

  it('takes each value only as typing it would be taken, and names what it could not fill', async () => {
    profileReply = () => okReply({ ...PROFILE, calculatorInputs: { level: 99_999, rank: 'Jade', champion: 12 } });
    renderRouteAt('/');
    const form = await openForm();
    await userEvent.type(form.getByRole('textbox', { name: 'Riot ID' }), 'Faker#KR1');
    await userEvent.click(form.getByRole('button', { name: 'Fill' }));
    await waitFor(() => expect(field('Champions').value).toBe('12'));
    expect(field('Level').value).toBe('');
    expect(rankSelect().selectedOptions[0]?.textContent).toBe('Unranked');
    const status = screen.getByRole('status', { name: '' }).textContent!;
    expect(status).toContain('Filled from Riot for Faker#KR1: Champions 12');
    expect(status).toContain('enter Level, Rank, Skins,');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    renderRouteAt('/');
    const form = await openForm();
    await userEvent.type(form.getByRole('textbox', { name: 'Riot ID' }), '{Escape}');
    expect(screen.queryByRole('form', { name: 'Fill from Riot ID' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fill from Riot ID' }));
  });

  it('is offered only on a calculator whose game file declares a profile fill', async () => {
    expect(gameRegistry.games.filter((g) => g.profileFill).map((g) => g.id)).toEqual(['league-of-legends']);
    renderRouteAt(gameRegistry.byId('valorant')!.route);
    await screen.findByRole('button', { name: 'Calculate Now' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Fill from Riot ID' })).toBeNull();
  });
});
