import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardReply, leagueDefaults, renderAt } from '../helpers/operator-fixtures';
import { stubApi, type ApiCall } from '../helpers/stub-api';

afterEach(() => vi.unstubAllGlobals());

const ok = (response: unknown) => ({ body: { error: false, response } });

function fakeServer(saveReply: { status?: number; body: unknown } = ok('League of Legends prices saved')): ApiCall[] {
  let stored: Record<string, unknown> = { ...dashboardReply().calculator };
  return stubApi(({ method, path, body }) => {
    if (path === '/auth/dashboard') return ok(dashboardReply());
    if (method === 'POST' && path === '/auth/calculator') {
      if (saveReply.status && saveReply.status >= 400) return saveReply;
      stored = { ...(body as object), updatedAt: '2026-11-22T00:30:00.000Z' };
      return saveReply;
    }
    if (method === 'POST' && path === '/auth/calculator/reset') {
      stored = { ...leagueDefaults, updatedAt: '2026-11-22T00:40:00.000Z' };
      return ok('League of Legends prices reset to defaults');
    }
    if (method === 'GET' && path === '/calculator') return ok(stored);
    return undefined;
  });
}

const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');
const field = (id: string) => {
  const el = document.getElementById(id);
  if (!(el instanceof HTMLInputElement)) throw new Error(`no input #${id}`);
  return el;
};

async function openLeague() {
  await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 8000 });
  const league = screen.getByRole('region', { name: 'League of Legends' });
  await userEvent.click(within(league).getByRole('button', { name: 'Expand' }));
  await waitFor(() => field('root_level_multi'), { timeout: 8000 });
  return league;
}

describe('a game price editor', { timeout: 60_000 }, () => {
  it('is generated from the config schema: market, labels and multipliers, rank list, skin tiers', async () => {
    fakeServer();
    renderAt('/dashboard');
    const league = await openLeague();
    expect(field('root_market').value).toBe('0.4');
    expect(field('root_level_multi').value).toBe('0.1');
    expect(field('root_level_label').value).toBe('Level');
    expect(field('root_ranks_0_label').value).toBe('Unranked');
    expect(field('root_ranks_10_label').value).toBe('Challenger');
    expect(field('root_ranks_10_value').value).toBe('750');
    expect(field('root_skins_ultimate_multi').value).toBe('22');
    // Server bookkeeping, the visitor's starting counts and a display text League does not use are not edits.
    expect(document.getElementById('root_level_value')).toBeNull();
    expect(document.getElementById('root_skins_epic_text')).toBeNull();
    expect(within(league).queryByDisplayValue('2026-11-20T10:00:00.000Z')).toBeNull();
  });

  it('saves the whole config with numbers as numbers, and shows the server message', async () => {
    const calls = fakeServer();
    renderAt('/dashboard');
    const league = await openLeague();
    await userEvent.clear(field('root_level_multi'));
    await userEvent.type(field('root_level_multi'), '0.75');
    expect(within(league).getByText('Unsaved changes')).toBeTruthy();
    await userEvent.type(within(league).getByLabelText('Note (optional)'), 'Level counts more');
    await userEvent.click(within(league).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('League of Legends prices saved')).toBeTruthy();
    const [save] = posts(calls);
    expect(save?.path).toBe('/auth/calculator');
    // The note goes with the save, and the field is empty for the next one.
    expect(new URL(save!.url, 'http://x').searchParams.get('note')).toBe('Level counts more');
    expect((within(league).getByLabelText('Note (optional)') as HTMLInputElement).value).toBe('');
    const body = save?.body as Record<string, { multi: unknown }>;
    expect(body.level).toEqual({ label: 'Level', value: 0, multi: 0.75 });
    expect(body.market).toBe(0.4);
    expect(body).not.toHaveProperty('updatedAt');
    expect(Object.keys(body).sort()).toEqual(Object.keys(leagueDefaults).sort());
    await waitFor(() => expect(within(league).getByText(/^Last updated 22 Nov 2026/)).toBeTruthy());
    expect(within(league).queryByText('Unsaved changes')).toBeNull();
  });

  it('adds, removes and reorders rank options', async () => {
    const calls = fakeServer();
    renderAt('/dashboard');
    const league = await openLeague();
    const ranks = document.getElementById('root_ranks')!;
    // Move "Iron" (index 1) below "Bronze", remove "Unranked", add a new option.
    await userEvent.click(within(ranks).getAllByTitle('Move down')[1]!);
    await userEvent.click(within(ranks).getAllByTitle('Remove')[0]!);
    await userEvent.click(within(ranks).getByTitle('Add Item'));
    await waitFor(() => field('root_ranks_10_label'));
    await userEvent.type(field('root_ranks_10_label'), 'Legend');
    await userEvent.clear(field('root_ranks_10_value'));
    await userEvent.type(field('root_ranks_10_value'), '999');
    await userEvent.click(within(league).getByRole('button', { name: 'Save Changes' }));
    // Without "Unranked", an unranked example account is priced as Bronze: tenfold or more; and the ranks,
    // declared ascending, now put Iron below Bronze. The editor asks about both before sending.
    const dialog = await screen.findByRole('dialog', { name: 'Save these price changes?' });
    expect(dialog.textContent).toMatch(/Example \d+ \(Level [^)]+\) Estimated Real Value: €[\d,.]+ → €[\d,.]+/);
    expect(dialog.textContent).toContain('Rank should go up row by row: Iron (15) is below Bronze (20).');
    expect(posts(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await screen.findByText('League of Legends prices saved');
    expect(posts(calls)[0]?.url).toMatch(/\?confirm=price-jump$/);
    expect(new Headers(posts(calls)[0]?.init.headers).get('If-Match')).toBe('"1"');
    const body = posts(calls)[0]?.body as { ranks: { label: string; value: number }[] };
    expect(body.ranks.map((r) => r.label)).toEqual([
      'Bronze',
      'Iron',
      'Silver',
      'Gold',
      'Platinum',
      'Emerald',
      'Diamond',
      'Master',
      'GrandMaster',
      'Challenger',
      'Legend',
    ]);
    expect(body.ranks.at(-1)).toEqual({ label: 'Legend', value: 999 });
  });

  it('gives each rank row one tab stop for its buttons, the arrow keys moving between them', async () => {
    fakeServer();
    renderAt('/dashboard');
    await openLeague();
    const toolbars = within(document.getElementById('root_ranks')!).getAllByRole('toolbar');
    expect(toolbars).toHaveLength(11);
    for (const bar of toolbars) expect([...bar.querySelectorAll('button')].filter((b) => b.tabIndex === 0 && !b.disabled)).toHaveLength(1);
    const row = within(toolbars[1]!);
    row.getByTitle('Move up').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(row.getByTitle('Move down'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(row.getByTitle('Remove'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(row.getByTitle('Move up'));
    // The row's one stop is the button last used; Tab leaves the row for the next one's label.
    expect(row.getByTitle('Move up').tabIndex).toBe(0);
    expect(row.getByTitle('Remove').tabIndex).toBe(-1);
    await userEvent.tab();
    expect(document.activeElement).toBe(field('root_ranks_2_label'));
  });

  it('refuses an invalid value before sending, and shows a server refusal as an error toast', async () => {
    const calls = fakeServer({ status: 400, body: { error: true, response: 'level.multi: must be at most 1000000' } });
    renderAt('/dashboard');
    const league = await openLeague();
    await userEvent.clear(field('root_level_multi'));
    await userEvent.click(within(league).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Level: Multiplier (€) must be a number. Fix the highlighted fields and save again.')).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    // 0.1 to 0.5: within the tenfold guard, so the save goes to the server, which refuses it.
    await userEvent.type(field('root_level_multi'), '0.5');
    await userEvent.click(within(league).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('level.multi: must be at most 1000000')).toBeTruthy();
    expect(within(league).getByText('Unsaved changes')).toBeTruthy();
  });

  it("says what is wrong with a multiplier typed as 'abc', naming the field by its label", async () => {
    const calls = fakeServer();
    renderAt('/dashboard');
    const league = await openLeague();
    await userEvent.clear(field('root_champion_multi'));
    await userEvent.type(field('root_champion_multi'), 'abc');
    await userEvent.click(within(league).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Champions: Multiplier (€) must be a number. Fix the highlighted fields and save again.')).toBeTruthy();
    // Under the field itself, where its group is in view, the sentence names the field alone.
    const describedBy = field('root_champion_multi').getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain('Multiplier (€) must be a number.');
    expect(document.body.textContent).not.toMatch(/must have required property|must be number|must NOT/);
    expect(posts(calls)).toEqual([]);
  });

  it('resets to defaults only after confirming', async () => {
    const calls = fakeServer();
    renderAt('/dashboard');
    const league = await openLeague();
    await userEvent.click(within(league).getByRole('button', { name: 'Reset to defaults' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset League of Legends prices?' });
    // Its close button says what it does (it was a nameless icon).
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls)).toEqual([]);

    await userEvent.click(within(league).getByRole('button', { name: 'Reset to defaults' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset to defaults' }));
    expect(await screen.findByText('League of Legends prices reset to defaults')).toBeTruthy();
    expect(posts(calls).map((c) => c.path)).toEqual(['/auth/calculator/reset']);
    await waitFor(() => expect(field('root_level_multi').value).toBe(String((leagueDefaults.level as { multi: number }).multi)));
  });

  it("says 'No changes to save' and keeps Save disabled while the form holds the stored prices", async () => {
    const calls = fakeServer();
    renderAt('/dashboard');
    const league = await openLeague();
    const save = within(league).getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(within(league).getByText('No changes to save')).toBeTruthy();
    await userEvent.clear(field('root_market'));
    await userEvent.type(field('root_market'), '0.5');
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(within(league).queryByText('No changes to save')).toBeNull();
    // Put back to what is stored: nothing to save again.
    await userEvent.clear(field('root_market'));
    await userEvent.click(field('root_market'));
    await userEvent.paste('0.4');
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(posts(calls)).toEqual([]);
  });

  it('never stores a number nobody typed: a negative or one over the maximum is refused under its field, a decimal comma is a point', async () => {
    const calls = fakeServer();
    renderAt('/dashboard');
    const league = await openLeague();
    const typeInto = async (id: string, text: string) => {
      await userEvent.clear(field(id));
      await userEvent.type(field(id), text);
      await userEvent.tab();
    };
    await typeInto('root_market', '-5');
    await typeInto('root_level_multi', '2000000');
    // Kept as typed after leaving the field (Mantine's NumberInput made them 0 and 1000000).
    expect(field('root_market').value).toBe('-5');
    expect(field('root_level_multi').value).toBe('2000000');
    await userEvent.click(within(league).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(/Fix the highlighted fields and save again\./);
    expect(posts(calls)).toEqual([]);
    const describedBy = (id: string) =>
      (field(id).getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((part) => document.getElementById(part)?.textContent ?? '')
        .join(' ');
    expect(describedBy('root_market')).toContain('Market factor must be at least 0.');
    expect(describedBy('root_level_multi')).toContain('Multiplier (€) must be at most 1000000.');

    await typeInto('root_market', '0,5');
    await typeInto('root_level_multi', '0,75');
    await userEvent.click(within(league).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('League of Legends prices saved');
    expect(posts(calls)[0]?.body).toMatchObject({ market: 0.5, level: { multi: 0.75 } });
  });

  it('asks before leaving with unsaved edits', async () => {
    fakeServer();
    const router = renderAt('/dashboard');
    await openLeague();
    await userEvent.type(field('root_level_label'), ' up');
    await userEvent.click(screen.getByRole('link', { name: 'Account Value, home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    // The dialog fades out; wait until it is gone so the next one found is the new one.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Account Value, home' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
  });
});
