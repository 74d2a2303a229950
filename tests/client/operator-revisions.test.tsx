import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardReply, renderAt } from '../helpers/operator-fixtures';
import { stubApi, type ApiCall } from '../helpers/stub-api';

afterEach(() => vi.unstubAllGlobals());

const ok = (response: unknown) => ({ body: { error: false, response } });
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');
const ifMatchOf = (call: ApiCall | undefined) => new Headers(call?.init.headers).get('If-Match');

/**
 * A server where another operator ("alice") already saved the League prices as revision 2 (market
 * 0.5): a save based on revision 1 is refused with 412, one based on 2 is stored as 3.
 */
function serverWithOtherSave(): ApiCall[] {
  const first = dashboardReply().calculator;
  let stored: Record<string, unknown> = { ...first, market: 0.5, revision: 2, updatedAt: '2026-11-25T10:00:00.000Z' };
  const revisions = [
    {
      revision: 2,
      at: '2026-11-25T10:00:00.000Z',
      actor: 'alice',
      action: 'save',
      restoredFrom: null,
      requestId: 'r2',
      value: { ...first, market: 0.5 },
      changes: [{ path: '/market', before: 0.4, after: 0.5, label: 'Market factor' }],
      note: 'Market prices rose this season',
    },
    { revision: 1, at: null, actor: 'system', action: 'save', restoredFrom: null, requestId: null, value: first, changes: [], note: null },
  ];
  return stubApi(({ method, path, body, init }) => {
    if (path === '/auth/dashboard') return ok(dashboardReply());
    if (method === 'GET' && path === '/calculator') return ok(stored);
    if (method === 'GET' && path === '/auth/calculator/revisions') return ok({ revisions });
    if (method === 'POST' && (path === '/auth/calculator' || path === '/auth/calculator/reset')) {
      if (new Headers(init.headers).get('If-Match') !== `"${String(stored.revision)}"`) {
        return {
          status: 412,
          body: {
            error: true,
            code: 'STALE_REVISION',
            response: 'alice saved League of Legends prices at 25 Nov 2026, 10:00 UTC (revision 2); your edit was based on revision 1.',
            current: { revision: stored.revision, value: stored },
            changes: [{ path: '/market', before: 0.4, after: 0.5 }],
          },
        };
      }
      stored = { ...(body as object), revision: Number(stored.revision) + 1, updatedAt: '2026-11-25T11:00:00.000Z' };
      return ok('League of Legends prices saved');
    }
    if (method === 'POST' && path === '/auth/calculator/revisions/1/restore')
      return ok({ message: 'League of Legends prices: revision 1 restored as revision 3', revision: 3 });
    return undefined;
  });
}

async function openLeague() {
  await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 8000 });
  const league = screen.getByRole('region', { name: 'League of Legends' });
  await userEvent.click(within(league).getByRole('button', { name: 'Expand' }));
  await waitFor(() => expect(field('root_level_multi')).toBeTruthy(), { timeout: 20_000 });
  return league;
}

describe('revisions in the price editor', { timeout: 60_000 }, () => {
  it('shows a stale save as a conflict and applies the edit on top of the other save', async () => {
    const calls = serverWithOtherSave();
    renderAt('/dashboard');
    const league = await openLeague();
    await userEvent.clear(field('root_level_multi'));
    await userEvent.type(field('root_level_multi'), '0.2');
    await userEvent.click(within(league).getByRole('button', { name: 'Save Changes' }));

    const conflict = await within(league).findByRole('alert');
    expect(conflict.textContent).toContain('alice saved League of Legends prices');
    const theirs = within(conflict).getByRole('table', { name: 'Their changes' });
    // Fields named as the form names them.
    expect(theirs.textContent).toContain('Market factor');
    expect(theirs.textContent).toContain('0.5');
    const mine = within(conflict).getByRole('table', { name: 'Your unsaved changes' });
    expect(mine.textContent).toMatch(/Level › Multiplier \(€\).*0\.1.*0\.2/);
    expect(within(conflict).queryByRole('table', { name: 'Changed by both of you' })).toBeNull();
    expect(ifMatchOf(posts(calls)[0])).toBe('"1"');

    await userEvent.click(within(conflict).getByRole('button', { name: 'Apply mine on top' }));
    await screen.findByText('League of Legends prices saved');
    const second = posts(calls)[1]!;
    expect(ifMatchOf(second)).toBe('"2"');
    expect(second.body).toMatchObject({ market: 0.5, level: { multi: 0.2 } });
    await waitFor(() => expect(within(league).queryByRole('alert')).toBeNull());
    expect(within(league).queryByText('Unsaved changes')).toBeNull();
  });

  it('asks whose value stays for a field both changed, and applies nothing until each is picked', async () => {
    const calls = serverWithOtherSave();
    renderAt('/dashboard');
    const league = await openLeague();
    await userEvent.clear(field('root_market'));
    await userEvent.type(field('root_market'), '0.6');
    await userEvent.clear(field('root_level_multi'));
    await userEvent.type(field('root_level_multi'), '0.2');
    await userEvent.click(within(league).getByRole('button', { name: 'Save Changes' }));

    const conflict = await within(league).findByRole('alert');
    const both = within(conflict).getByRole('table', { name: 'Changed by both of you' });
    expect(both.textContent).toContain('Market factor');
    const apply = within(conflict).getByRole('button', { name: 'Apply mine on top' });
    expect((apply as HTMLButtonElement).disabled).toBe(true);
    expect(conflict.textContent).toContain('Pick theirs or yours for the field both changed first.');
    await userEvent.click(within(both).getByRole('radio', { name: 'Theirs: 0.5' }));
    await userEvent.click(apply);
    await screen.findByText('League of Legends prices saved');
    // Their market stays, as picked; my other field goes on top of it.
    expect(posts(calls)[1]!.body).toMatchObject({ market: 0.5, level: { multi: 0.2 } });
  });

  it('tells an editor holding unsaved edits that someone else saved, with who and which revision, and loads their version on request', async () => {
    const first = dashboardReply().calculator;
    let stored: Record<string, unknown> = { ...first, revision: 2 };
    let head = { revision: 2, at: '2026-11-25T10:00:00.000Z', actor: 'alice', note: null as string | null };
    stubApi(({ method, path }) => {
      if (path === '/auth/dashboard') return ok({ ...dashboardReply(), calculator: stored });
      if (method === 'GET' && path === '/calculator') return ok(stored);
      if (method === 'GET' && path === '/auth/calculator/revisions/head') return ok(head);
      return undefined;
    });
    renderAt('/dashboard');
    const league = await openLeague();
    await waitFor(() => expect(within(league).getByText(/^Last updated .* by alice$/)).toBeTruthy());
    await userEvent.clear(field('root_level_multi'));
    await userEvent.type(field('root_level_multi'), '0.2');

    // Bob saves revision 3; the editor asks again (on focus here, every few seconds while edits are unsaved).
    stored = { ...stored, market: 0.5, revision: 3 };
    head = { revision: 3, at: '2026-11-25T11:00:00.000Z', actor: 'bob', note: 'season prices' };
    window.dispatchEvent(new Event('focus'));
    const notice = await within(league).findByRole('status', { name: 'Saved by someone else meanwhile' }, { timeout: 8000 });
    expect(notice.textContent).toContain('bob saved revision 3');
    expect(notice.textContent).toContain('Note: season prices');
    expect(field('root_level_multi').value).toBe('0.2');

    await userEvent.click(within(notice).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(field('root_market').value).toBe('0.5'));
    expect(field('root_level_multi').value).toBe(String((first.level as { multi: number }).multi));
    expect(within(league).queryByRole('status', { name: 'Saved by someone else meanwhile' })).toBeNull();
  });

  it('compares the stored prices with the game file’s defaults, field by field in the form’s words', async () => {
    serverWithOtherSave();
    renderAt('/dashboard');
    const league = await openLeague();
    await userEvent.click(within(league).getByRole('button', { name: 'Compare with defaults' }));
    const table = within(league).getByRole('table', { name: 'Differences from the defaults' });
    // The dashboard's League prices differ from the game file's in the level multiplier only (0.5 by default).
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldBeforeAfter', 'Level › Multiplier (€)0.50.1']);
  });

  it('opens the conflict panel for a stale Reset as for a stale save, and applies the defaults on top of the other save', async () => {
    const calls = serverWithOtherSave();
    renderAt('/dashboard');
    const league = await openLeague();
    await userEvent.click(within(league).getByRole('button', { name: 'Reset to defaults' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reset League of Legends prices?' })).getByRole('button', {
        name: 'Reset to defaults',
      }),
    );
    const conflict = await within(league).findByRole('alert');
    expect(conflict.textContent).toContain('alice saved League of Legends prices');
    // Mine: what the reset changes (the level multiplier back to its default); theirs: the market factor.
    expect(within(conflict).getByRole('table', { name: 'Your unsaved changes' }).textContent).toMatch(/Level › Multiplier \(€\)0\.10\.5/);
    await userEvent.click(within(conflict).getByRole('button', { name: 'Apply mine on top' }));
    await screen.findByText('League of Legends prices saved');
    expect(posts(calls).at(-1)!.body).toMatchObject({ market: 0.5, level: { multi: 0.5 } });
  });

  it('keeps theirs: the edit is dropped and the stored prices show', async () => {
    const calls = serverWithOtherSave();
    renderAt('/dashboard');
    const league = await openLeague();
    await userEvent.clear(field('root_market'));
    await userEvent.type(field('root_market'), '0.3');
    await userEvent.click(within(league).getByRole('button', { name: 'Save Changes' }));
    await userEvent.click(within(await within(league).findByRole('alert')).getByRole('button', { name: 'Keep theirs' }));
    await waitFor(() => expect(field('root_market').value).toBe('0.5'));
    expect(posts(calls)).toHaveLength(1);
    expect(within(league).queryByText('Unsaved changes')).toBeNull();
  });

  it('previews the examples with the stored and the edited prices side by side', async () => {
    serverWithOtherSave();
    renderAt('/dashboard');
    const league = await openLeague();
    const preview = within(league).getByRole('region', { name: 'Preview of League of Legends prices' });
    const names = within(preview)
      .getAllByRole('row')
      .map((r) => r.textContent?.split('€')[0]);
    // Each example described by what it enters, with its Market Value beside its Estimated Real Value.
    expect(names).toEqual(
      expect.arrayContaining(['Richest accountEstimated Real Value', 'Poorest accountEstimated Real Value', 'Market Value']),
    );
    expect(names.find((n) => n?.startsWith('Example 1: Level '))).toMatch(/Estimated Real Value$/);
    await userEvent.clear(field('root_level_multi'));
    await userEvent.type(field('root_level_multi'), '5');
    await waitFor(() => expect(preview.textContent).toContain('tenfold or more'));
  });

  it('lists the history with who, when and what, and restores a revision after a confirmation', async () => {
    const calls = serverWithOtherSave();
    renderAt('/dashboard');
    const league = await openLeague();
    await userEvent.click(within(league).getByRole('button', { name: 'History' }));
    const history = await within(league).findByRole('region', { name: 'History' });
    await within(history).findByText('Revision 2');
    expect(history.textContent).toContain('Saved by alice');
    expect(within(history).getByText('Note: Market prices rose this season')).toBeTruthy();
    await userEvent.click(within(history).getByRole('button', { name: 'Compare revision 1 with current' }));
    const compared = within(history).getByRole('table', { name: 'Revision 1 against the current one' });
    expect(
      within(compared)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldBeforeAfter', 'Market factor0.40.5']);
    expect(within(history).getByRole('table', { name: 'Changes of revision 2' }).textContent).toContain('Market factor');
    await userEvent.click(within(history).getByRole('button', { name: 'Restore revision 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore revision 1?' });
    expect(posts(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await screen.findByText('League of Legends prices: revision 1 restored as revision 3');
    expect(ifMatchOf(posts(calls)[0])).toBe('"2"');
  });
});
