import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../src/client/app/providers';
import { routes } from '../../src/client/app/router';
import { toast } from 'react-toastify/unstyled';
import { useEndpoint } from '../../src/client/lib/use-endpoint';
import { calculatorConfig } from '../../src/shared/api/calculators';
import { stubApi } from '../helpers/stub-api';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('app shell', () => {
  it('shows the 404 page for an unknown path, with its title', { timeout: 30_000 }, async () => {
    renderAt('/no/such/page');
    // The page is a lazy chunk: on a busy machine its first import takes seconds.
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found | Account Value'));
    expect(screen.getByRole('link', { name: 'Check your Account Value' }).getAttribute('href')).toBe('/');
  });

  it('shows a failed SWR load as an error toast with the server message', async () => {
    stubApi(() => ({ status: 500, body: { error: true, response: 'Config unavailable', code: 'INTERNAL_ERROR' } }));
    const spy = vi.spyOn(toast, 'error');
    function Probe() {
      useEndpoint(calculatorConfig('calculator'), {});
      return null;
    }
    render(
      <Providers>
        <Probe />
      </Providers>,
    );
    await waitFor(() => expect(spy).toHaveBeenCalledWith('Config unavailable', expect.anything()));
    vi.unstubAllGlobals();
  });
});
