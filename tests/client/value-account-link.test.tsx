import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { Providers } from '../../src/client/app/providers';
import { ValueAccountLink } from '../../src/client/features/wasted-time/ValueAccountLink';
import type { AccountDetails } from '../../src/shared/api/wasted-time';
import { LOOKUP_MESSAGES } from '../../src/shared/api/wasted-time';
import { okReply, stubApi, type ApiCall, type StubReply } from '../helpers/stub-api';

const ACCOUNT: AccountDetails = {
  id: 4,
  gameName: 'Grinder7',
  tagLine: 'EUW',
  region: 'euw1',
  profileIconId: 4270,
  level: 107,
  updatedAt: '2026-11-01T10:00:00.000Z',
  nextRefreshAt: '2026-11-02T10:00:00.000Z',
  recentTimeSpent: 900,
  totalTimeSpent: 1200,
  rank: { tier: 'EMERALD', rank: 'IV', lp: 12, wins: 30, losses: 28 },
  countedSince: null,
  matchesCounted: 60,
  matchesMissing: 0,
  perQueue: [],
  matchesBeyondRiot: 0,
  percentile: { region: 40, global: 35.5 },
  playersCompared: { region: 10, global: 20 },
  playersAhead: { region: 5, global: 12 },
};

let reply: () => StubReply;
let calls: ApiCall[];

function Calculator() {
  return <p data-testid="calculator">{useLocation().search}</p>;
}

function renderPanel() {
  const router = createMemoryRouter(
    [
      { path: '/wasted-time-lol', element: <ValueAccountLink account={ACCOUNT} /> },
      { path: '/', element: <Calculator /> },
    ],
    { initialEntries: ['/wasted-time-lol'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

beforeEach(() => {
  calls = stubApi((call) => (call.path === '/riot-profile' ? reply() : undefined));
});
afterEach(() => vi.unstubAllGlobals());

describe("'Value this account' on the time-wasted account panel", () => {
  it('links to the calculator with the level and rank it shows (a link to copy or open in a new tab)', () => {
    renderPanel();
    const link = screen.getByRole('link', { name: 'Value this account' });
    expect(link.getAttribute('href')).toBe('/?level=107&rank=Emerald');
  });

  it('reads the champions played from Riot on a click and opens the calculator filled with all three', async () => {
    reply = () =>
      okReply({ ...ACCOUNT, championsPlayed: 61, masteryScore: 300, calculatorInputs: { level: 107, rank: 'Emerald', champion: 61 } });
    const router = renderPanel();
    await userEvent.click(screen.getByRole('link', { name: 'Value this account' }));
    expect((await screen.findByTestId('calculator')).textContent).toBe('?level=107&rank=Emerald&champion=61');
    expect(router.state.location.pathname).toBe('/');
    expect(calls.map((c) => c.body)).toEqual([{ gameName: 'Grinder7', tagLine: 'EUW', region: 'euw1' }]);
  });

  it('opens the calculator with what it knows, and says why, when Riot cannot be asked', async () => {
    const info = vi.spyOn(toast, 'info');
    reply = () => ({ status: 503, body: { error: true, response: LOOKUP_MESSAGES.unavailable, code: 'LOOKUPS_UNAVAILABLE' } });
    renderPanel();
    await userEvent.click(screen.getByRole('link', { name: 'Value this account' }));
    expect((await screen.findByTestId('calculator')).textContent).toBe('?level=107&rank=Emerald');
    expect(info).toHaveBeenCalledWith(`${LOOKUP_MESSAGES.unavailable} Champions were left for you to enter.`);
  });
});
