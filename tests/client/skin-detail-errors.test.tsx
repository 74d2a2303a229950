import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../src/client/app/providers';
import DetailPage, { loader } from '../../src/client/features/skins/DetailPage';
import { stubApi, type StubReply } from '../helpers/stub-api';

function renderDetail(reply: StubReply, id = '1013') {
  stubApi((call) => (call.path === `/skins/${id}` ? reply : undefined));
  const router = createMemoryRouter([{ path: '/lol-skins/skin/:id', loader, Component: DetailPage }], {
    initialEntries: [`/lol-skins/skin/${id}`],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('skin detail page failures', () => {
  it.each([
    ['a 500 with the error flag', { status: 500, body: { error: true, response: 'The database is down.', code: 'INTERNAL_ERROR' } }],
    ['a 200 with the error flag', { status: 200, body: { error: true, response: 'The database is down.', code: 'INTERNAL_ERROR' } }],
  ])("%s shows the spec's 'API returned an error'; the server's text goes to the console only", async (_, reply) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDetail(reply);
    expect(await screen.findByText('Error: API returned an error')).toBeTruthy();
    expect(screen.queryByText(/database is down/)).toBeNull();
    expect(log.mock.calls.flat().join(' ')).toContain('The database is down.');
    expect(screen.getByRole('link', { name: 'Browse all skins' }).getAttribute('href')).toBe('/lol-skins');
  });

  it("a reply without the envelope (a proxy's error page) shows 'Error: HTTP error! status: 502'", async () => {
    renderDetail({ status: 502, body: '<html>Bad gateway</html>' });
    expect(await screen.findByText('Error: HTTP error! status: 502')).toBeTruthy();
  });

  it("an unknown skin shows 'Skin not found' with the way back", async () => {
    renderDetail(
      { status: 404, body: { error: true, response: 'There is no skin with riot_id 99999999.', code: 'NOT_FOUND' } },
      '99999999',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Skin not found' })).toBeTruthy();
    expect(screen.getByText("There is no skin with the id '99999999'.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all skins' }).getAttribute('href')).toBe('/lol-skins');
  });
});
