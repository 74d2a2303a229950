import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRouteAt } from '../helpers/render-route';
import {
  beyondRiotText,
  coverageText,
  lookupShareMeta,
  nextRefreshText,
  oneDecimalDays,
  standingText,
  timeAgo,
} from '../../src/client/features/wasted-time/panel-texts';
import { combine, GROUP_STORAGE_KEY, parseGroup } from '../../src/client/features/wasted-time/account-group';
import type { AccountDetails, FetchReply } from '../../src/shared/api/wasted-time';
import { okReply, stubApi, type ApiCall } from '../helpers/stub-api';

Element.prototype.scrollIntoView ??= () => {};

const NOW = Date.parse('2026-11-20T12:00:00Z');

describe('panel texts', () => {
  it("shows leaderboard days with one decimal, rounded down: 489 minutes is '0.3 days', not '0 days'", () => {
    expect(oneDecimalDays(489)).toBe('0.3 days');
    expect(oneDecimalDays(0)).toBe('0.0 days');
    expect(oneDecimalDays(1440)).toBe('1.0 days');
    expect(oneDecimalDays(2879)).toBe('1.9 days');
    expect(oneDecimalDays(1_440_000)).toBe('1,000.0 days');
    fc.assert(
      fc.property(fc.nat(10_000_000), (minutes) => {
        const shown = Number(oneDecimalDays(minutes).replace(/,/g, '').replace(' days', ''));
        expect(shown).toBeLessThanOrEqual(minutes / 1440 + 1e-9);
        expect(minutes / 1440 - shown).toBeLessThan(0.1);
      }),
    );
  });

  it("says 'Counted since {date} · {N} matches counted · refreshed {relative time}'", () => {
    const account = { countedSince: '2021-03-05T10:00:00Z', matchesCounted: 1450, updatedAt: '2026-11-20T09:00:00Z' };
    expect(coverageText(account, NOW)).toBe('Counted since 5 March 2021 · 1,450 matches counted · refreshed 3 hours ago');
    expect(coverageText({ ...account, matchesCounted: 1, updatedAt: '2026-11-20T11:59:30Z' }, NOW)).toBe(
      'Counted since 5 March 2021 · 1 match counted · refreshed just now',
    );
    expect(coverageText({ countedSince: null, matchesCounted: 0, updatedAt: null }, NOW)).toBe(
      'No matches counted yet · 0 matches counted · refreshing now',
    );
    expect(timeAgo('2026-11-18T11:00:00Z', NOW)).toBe('2 days ago');
    expect(timeAgo('2026-11-20T11:59:00Z', NOW)).toBe('1 minute ago');
    expect(timeAgo('2026-11-20T12:00:05Z', NOW)).toBe('just now');
    expect(nextRefreshText('2026-11-20T17:30:00Z', NOW)).toBe('next refresh due in 5 hours');
    expect(nextRefreshText('2026-11-21T12:00:00Z', NOW)).toBe('next refresh due in 1 day');
    expect(nextRefreshText('2026-11-20T11:00:00Z', NOW)).toBe('next refresh due now');
    expect(nextRefreshText(null, NOW)).toBeNull();
    expect(beyondRiotText(450)).toBe('includes 450 matches Riot no longer lists');
    expect(beyondRiotText(0)).toBeNull();
  });

  it("says 'More time than {p}% of the {n} players looked up here', a whole percent rounded down", () => {
    expect(standingText({ percentile: 87.9, compared: 1234, ahead: 100 }, true)).toBe(
      'More time than 87% of the 1,234 players looked up here',
    );
    expect(standingText({ percentile: 50, compared: 120, ahead: 40 }, true, 'EUW')).toBe(
      'More time than 50% of the 120 EUW players looked up here',
    );
    expect(standingText({ percentile: null, compared: 0, ahead: 0 }, false)).toBeNull();
  });

  it("previews a shared lookup as '{Riot ID} has spent {N} minutes on League', never with nothing counted", () => {
    const player = { gameName: 'Held Out', tagLine: 'EUW7', totalTimeSpent: 489, matchesCounted: 2 };
    expect(lookupShareMeta(player, false)).toEqual({
      title: 'Held Out#EUW7 has spent 489 minutes on League',
      description: '8 hours · 0.3 days over 2 matches counted. Look up your own Riot ID and see where you stand.',
    });
    expect(lookupShareMeta({ ...player, totalTimeSpent: 12_345 }, true)?.title).toBe(
      'Held Out#EUW7 has spent 12,345 minutes on League so far',
    );
    expect(lookupShareMeta({ ...player, totalTimeSpent: 0, matchesCounted: 0 }, true)).toBeNull();
    expect(lookupShareMeta(null, false)).toBeNull();
  });

  it('says something true at the edges: alone, ahead of all, tied at the top, behind all', () => {
    // Alone: nobody else to compare with (the 'More time than 0% of the 1 player').
    expect(standingText({ percentile: null, compared: 0, ahead: 0 }, true)).toBe('The only player looked up here so far');
    expect(standingText({ percentile: null, compared: 0, ahead: 0 }, true, 'EUW')).toBe('The only EUW player looked up here so far');
    expect(standingText({ percentile: 100, compared: 1, ahead: 0 }, true, 'EUW')).toBe(
      'More time than the other EUW player looked up here',
    );
    expect(standingText({ percentile: 100, compared: 4, ahead: 0 }, true)).toBe('More time than all 4 other players looked up here');
    // Tied with the one other player: both are at the top, neither has 'more time than 0%'.
    expect(standingText({ percentile: 0, compared: 1, ahead: 0 }, true)).toBe('Tied for the most time of the 2 players looked up here');
    expect(standingText({ percentile: 66.6, compared: 3, ahead: 0 }, true, 'KR')).toBe(
      'Tied for the most time of the 4 KR players looked up here',
    );
    expect(standingText({ percentile: 0, compared: 1, ahead: 1 }, true)).toBe('Less time than the other player looked up here');
    expect(standingText({ percentile: 0, compared: 3, ahead: 3 }, true)).toBe('Less time than all 3 other players looked up here');
    // Tied at the bottom with someone, others ahead: the percent is true and not an edge.
    expect(standingText({ percentile: 0, compared: 3, ahead: 2 }, true)).toBe('More time than 0% of the 3 players looked up here');
  });
});

describe('several accounts of one person', () => {
  it('reads a list from a link: ids from 1, each once, at most five', () => {
    expect(parseGroup('3-1-2')).toEqual([3, 1, 2]);
    expect(parseGroup('3-3-0-x-7--12')).toEqual([3, 7, 12]);
    expect(parseGroup('1-2-3-4-5-6')).toEqual([1, 2, 3, 4, 5]);
    expect(parseGroup(null)).toEqual([]);
  });

  it('adds up Since 2023 and Overall; whole-percent shares add up to 100, each within a point of exact', () => {
    expect(
      combine([
        { recentTimeSpent: 100, totalTimeSpent: 200 },
        { recentTimeSpent: 50, totalTimeSpent: 100 },
      ]),
    ).toEqual({ recentTimeSpent: 150, totalTimeSpent: 300, shares: [67, 33] });
    expect(combine([{ recentTimeSpent: 0, totalTimeSpent: 0 }]).shares).toEqual([0]);
    fc.assert(
      fc.property(fc.array(fc.nat(1_000_000), { minLength: 1, maxLength: 5 }), (totals) => {
        const { totalTimeSpent, shares } = combine(totals.map((t) => ({ recentTimeSpent: 0, totalTimeSpent: t })));
        expect(totalTimeSpent).toBe(totals.reduce((a, b) => a + b, 0));
        if (totalTimeSpent === 0) {
          // A matcher's return value is not a verdict; returning it would tell fast-check the case failed.
          expect(shares.every((s) => s === 0)).toBe(true);
          return;
        }
        expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
        totals.forEach((t, i) => expect(Math.abs(shares[i]! - (t * 100) / totalTimeSpent)).toBeLessThan(1));
      }),
    );
  });
});

function account(id: number, total: number, recent: number, extra: Partial<AccountDetails> = {}): AccountDetails {
  return {
    id,
    gameName: `Player${id}`,
    tagLine: 'EUW',
    region: 'euw1',
    profileIconId: 1,
    level: 100,
    updatedAt: '2026-11-20T09:00:00Z',
    nextRefreshAt: '2026-11-21T09:00:00Z',
    recentTimeSpent: recent,
    totalTimeSpent: total,
    rank: null,
    countedSince: '2021-03-05T10:00:00Z',
    matchesCounted: 40,
    matchesMissing: 0,
    perQueue: [],
    matchesBeyondRiot: 0,
    percentile: { region: 50, global: 87.9 },
    playersCompared: { region: 120, global: 1234 },
    playersAhead: { region: 40, global: 100 },
    ...extra,
  };
}

const stored = new Map([
  [1, account(1, 6000, 3000, { matchesBeyondRiot: 12 })],
  [2, account(2, 3000, 3000, { gameName: 'Smurf', region: 'kr' })],
  [3, account(3, 1000, 1000, { gameName: 'Third' })],
]);

let calls: ApiCall[];
beforeEach(() => {
  localStorage.clear();
  calls = stubApi(({ method, path, body }) => {
    if (path.startsWith('/leaderboard/')) return okReply({ lb: [...stored.values()].map((a) => ({ ...a })), total: 3 });
    if (path === '/wasted-banner') return okReply({ id: 1, position: 1, hidden: true, imageUrl: '', link: '' });
    let m: RegExpExecArray | null;
    if ((m = /^\/wasted-account-groups\/([\d-]+)$/.exec(path)))
      return okReply({ accounts: m[1]!.split('-').map((id) => stored.get(Number(id))) });
    if ((m = /^\/wasted-accounts\/(\d+)$/.exec(path))) return okReply(stored.get(Number(m[1])));
    if (method === 'POST' && path === '/fetch') {
      const found = [...stored.values()].find((a) => a.gameName === (body as { gameName: string }).gameName)!;
      return okReply({ ...found, lookup: { id: null, state: 'done', done: 0, total: 0, reason: null } } satisfies FetchReply);
    }
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  await import('../../src/client/features/wasted-time/WastedTimePage');
}, 60_000);

describe('/wasted-time-lol', { timeout: 30_000 }, () => {
  it('shows a stored player with what the figures cover and where the player stands', async () => {
    renderRouteAt('/wasted-time-lol');
    const board = await screen.findByRole('region', { name: 'Leaderboard' }, { timeout: 10_000 });
    expect(within(board).getAllByText('4.1 days')).toHaveLength(1);
    await userEvent.click(within(board).getByText('Player1'));
    const coverage = await screen.findByTestId('coverage');
    expect(coverage.textContent).toMatch(
      /^Counted since 5 March 2021 · 40 matches counted · refreshed .+ · includes 12 matches Riot no longer lists$/,
    );
    expect(screen.getByTestId('standing').textContent).toBe(
      'More time than 87% of the 1,234 players looked up hereMore time than 50% of the 120 EUW players looked up here',
    );
    // The card's days agree with the leaderboard's: one decimal, rounded down (6,000 minutes are 4.1 days, not 4).
    const panel = screen.getByRole('region', { name: /Player1/ });
    expect(within(panel).getByText('100 hours · 4.1 days')).toBeTruthy();
    expect(within(panel).getByText('50 hours · 2.0 days')).toBeTruthy();
  });

  it('says the figures are being counted, not 0 minutes and 0.00 languages, while a first lookup runs', async () => {
    const fresh = account(4, 0, 0, { gameName: 'Fresh', matchesCounted: 0, countedSince: null, updatedAt: null });
    stored.set(4, fresh);
    const queued = { id: 9, state: 'fetching' as const, done: 0, total: 120, reason: null };
    calls = stubApi(({ method, path }) => {
      if (path.startsWith('/leaderboard/')) return okReply({ lb: [], total: 0 });
      if (path === '/wasted-banner') return okReply({ id: 1, position: 1, hidden: true, imageUrl: '', link: '' });
      if (method === 'POST' && path === '/fetch') return okReply({ ...fresh, lookup: queued } satisfies FetchReply);
      if (path === '/lookups/9') return okReply({ ...fresh, lookup: queued } satisfies FetchReply);
      return undefined;
    });
    try {
      renderRouteAt('/wasted-time-lol');
      await userEvent.type(await screen.findByPlaceholderText('Name#Tag', {}, { timeout: 10_000 }), 'Fresh#EUW');
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      const panel = await screen.findByRole('region', { name: /Fresh/ });
      expect(within(panel).getAllByText('Counting…')).toHaveLength(2);
      expect(within(panel).getByTestId('same-time-pending').textContent).toBe('Worked out once every match is counted.');
      expect(panel.textContent).not.toMatch(/0 minutes|0\.00 languages|0\.0 days/);
    } finally {
      stored.delete(4);
    }
  });

  it('opens a shared list: combined totals and shares; adds, removes and keeps the list in the link and the browser', async () => {
    const router = renderRouteAt('/wasted-time-lol?accounts=1-2');
    const group = await screen.findByTestId('account-group', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(
        within(group)
          .getAllByTestId('share')
          .map((s) => s.textContent),
      ).toEqual(['67%', '33%']),
    );
    expect(within(group).getByText('9,000 minutes')).toBeTruthy(); // Overall: 6,000 + 3,000
    expect(within(group).getByText('6,000 minutes')).toBeTruthy(); // Since 2023: 3,000 + 3,000
    expect((within(group).getByTestId('group-link') as HTMLInputElement).value).toMatch(/\/wasted-time-lol\?accounts=1-2$/);

    await userEvent.click(within(group).getByRole('button', { name: 'Add another account' }));
    await userEvent.type(within(group).getByRole('textbox', { name: 'Another Riot ID' }), 'Third#EUW');
    await userEvent.click(within(group).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(
        within(group)
          .getAllByTestId('share')
          .map((s) => s.textContent),
      ).toEqual(['60%', '30%', '10%']),
    );
    expect(calls.some((c) => c.method === 'POST' && c.path === '/fetch')).toBe(true);
    expect(router.state.location.search).toBe('?accounts=1-2-3');
    expect(localStorage.getItem(GROUP_STORAGE_KEY)).toBe('1-2-3');

    await userEvent.click(within(group).getByRole('button', { name: 'Remove Smurf' }));
    await waitFor(() =>
      expect(
        within(group)
          .getAllByTestId('share')
          .map((s) => s.textContent),
      ).toEqual(['86%', '14%']),
    );
    expect(router.state.location.search).toBe('?accounts=1-3');
    expect(localStorage.getItem(GROUP_STORAGE_KEY)).toBe('1-3');
  });

  it('starts a list from the account shown, and reopens the list this browser kept', async () => {
    renderRouteAt('/wasted-time-lol');
    const board = await screen.findByRole('region', { name: 'Leaderboard' }, { timeout: 10_000 });
    await userEvent.click(within(board).getByText('Smurf'));
    await userEvent.click(await screen.findByRole('button', { name: 'Add another account' }));
    const group = await screen.findByTestId('account-group');
    expect(within(group).getByRole('textbox', { name: 'Another Riot ID' })).toBeTruthy();
    expect(localStorage.getItem(GROUP_STORAGE_KEY)).toBe('2');
    cleanup();

    localStorage.setItem(GROUP_STORAGE_KEY, '3-1');
    renderRouteAt('/wasted-time-lol');
    const again = await screen.findByTestId('account-group', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(
        within(again)
          .getAllByTestId('share')
          .map((s) => s.textContent),
      ).toEqual(['14%', '86%']),
    );
  });
});
