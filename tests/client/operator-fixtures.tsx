import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../src/client/app/providers';
import { routes } from '../../src/client/app/router';

/** A config schema shaped like the engine's: market, value/multi entries, a rank list, a tier map. */
export const leagueSchema = {
  type: 'object',
  required: ['market', 'level', 'ranks', 'skins'],
  additionalProperties: false,
  properties: {
    market: { type: 'number', title: 'Market factor', minimum: 0 },
    level: {
      type: 'object', title: 'Level', required: ['value', 'multi'], additionalProperties: false,
      properties: { value: { type: 'integer', title: 'Value' }, multi: { type: 'number', title: 'Multiplier', minimum: 0 }, label: { type: 'string', title: 'Label' } },
    },
    ranks: {
      type: 'array', title: 'Ranks',
      items: { type: 'object', required: ['label', 'value'], properties: { label: { type: 'string', title: 'Label' }, value: { type: 'number', title: 'Value' } } },
    },
    skins: {
      type: 'object', title: 'Skins', additionalProperties: false,
      properties: { epic: { type: 'object', title: 'Epic', properties: { multi: { type: 'number', title: 'Multiplier' } } } },
    },
  },
};

export const leagueDefaults = { market: 0.4, level: { value: 0, multi: 0.05, label: 'Level' }, ranks: [{ label: 'Unranked', value: 0 }, { label: 'Gold', value: 30 }], skins: { epic: { multi: 1 } } };

export const dashboardReply = () => ({
  operator: { username: 'ops' },
  banners: [
    { id: 2, position: 2, hidden: true, imageUrl: '/banners/right.svg', link: 'https://example.com/right' },
    { id: 1, position: 1, hidden: false, imageUrl: '/banners/left.svg', link: 'https://example.com/left' },
  ],
  wasteBanner: { id: 3, position: 1, hidden: true, imageUrl: '/banners/waste.svg', link: 'https://example.com/waste' },
  calculator: { ...leagueDefaults, level: { value: 0, multi: 0.1, label: 'Level' }, updatedAt: '2026-11-20T10:00:00.000Z' },
  fortniteCalculator: { market: 0.5, updatedAt: null },
  games: [
    { id: 'league-of-legends', name: 'League of Legends', api: 'calculator', dashboardKey: 'calculator', configSchema: leagueSchema, defaults: leagueDefaults },
    { id: 'fortnite', name: 'Fortnite', api: 'fortnite-calculator', dashboardKey: 'fortniteCalculator',
      configSchema: { type: 'object', properties: { market: { type: 'number', title: 'Market factor' } } }, defaults: { market: 0.4 } },
  ],
  audit: [],
});

export interface Call { method: string; path: string; body: unknown }
type Handler = (call: Call) => { status?: number; body: unknown } | undefined;

/** Stubs fetch with a small router; every call is recorded. Unknown paths answer 404. */
export function mockApi(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string, init: RequestInit = {}) => {
    const call = { method: init.method ?? 'GET', path: String(input).replace(/^\/api/, ''), body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const reply = handler(call) ?? { status: 404, body: { error: true, response: 'Not found' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  }));
  return calls;
}

export function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<Providers><RouterProvider router={router} /></Providers>);
  return router;
}
