import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardReply, renderAt } from '../helpers/operator-fixtures';
import { stubApi } from '../helpers/stub-api';

afterEach(() => vi.unstubAllGlobals());

// The machine is shared and lazy chunks compile on first use: generous time limits.
describe('/login', { timeout: 20_000 }, () => {
  it('shows the form with a password input for the key, and a title', async () => {
    stubApi(() => undefined);
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard Login' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('type')).not.toBe('password');
    expect(screen.getByLabelText('Key').getAttribute('type')).toBe('password');
    await waitFor(() => expect(document.title).toBe('Dashboard Login | Account Value'));
  });

  it('does nothing when both fields are empty', async () => {
    const calls = stubApi(() => undefined);
    const router = renderAt('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the server's refusal and stays on /login", async () => {
    const calls = stubApi(({ path }) =>
      path === '/login' ? { status: 401, body: { error: true, response: 'Invalid username or key' } } : undefined,
    );
    const router = renderAt('/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'ops');
    await userEvent.type(screen.getByLabelText('Key'), 'wrong-key');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(async () => expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toContain('Invalid username or key'));
    expect(calls).toEqual([{ method: 'POST', path: '/login', body: { username: 'ops', key: 'wrong-key' } }]);
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the server's sentence for an empty key as an error toast, word for word", async () => {
    const calls = stubApi(({ path }) =>
      path === '/login' ? { status: 400, body: { error: true, response: 'Enter your key.', code: 'BAD_REQUEST' } } : undefined,
    );
    renderAt('/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'ops');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(document.querySelector('.Toastify__toast--error')?.textContent).toBe('Enter your key.'));
    expect(calls).toEqual([{ method: 'POST', path: '/login', body: { username: 'ops', key: '' } }]);
    expect(document.body.textContent).not.toMatch(/must NOT|fewer than|characters/);
  });

  it('shows the throttling message too', async () => {
    stubApi(() => ({ status: 429, body: { error: true, response: 'Too many failed logins. Try again in 15 minutes.' } }));
    renderAt('/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'ops');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(async () =>
      expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toContain('Too many failed logins. Try again in 15 minutes.'),
    );
  });

  it('goes to /dashboard on success', async () => {
    stubApi(({ path }) => {
      if (path === '/login') return { body: { error: false, response: 'Logged in' } };
      if (path === '/auth/dashboard') return { body: { error: false, response: dashboardReply() } };
      return undefined;
    });
    const router = renderAt('/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'ops');
    await userEvent.type(screen.getByLabelText('Key'), 'right-key-123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
