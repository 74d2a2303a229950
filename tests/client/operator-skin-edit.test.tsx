import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorSkin } from '../../src/shared/api/skin-operator';
import type { Skin } from '../../src/shared/api/skins';
import { makeSkin } from '../fixtures/skin';
import { renderAt } from '../helpers/operator-fixtures';
import { stubApi, type ApiCall } from '../helpers/stub-api';

afterEach(() => vi.unstubAllGlobals());

const skin = makeSkin();
const view = (over: Partial<Skin> = {}): OperatorSkin => ({
  skin: { ...skin, ...over },
  source: { release_date: null, availability: 'Available' },
  overrides: { release_date: null, availability: null },
  flags: [],
  missing_since: null,
  updated_at: null,
  updated_by: null,
  revision: 1,
});

function serve(calls?: (call: ApiCall) => void) {
  return stubApi((call) => {
    calls?.(call);
    if (call.path === '/auth/skins/266001' && call.method === 'GET') return { body: { error: false, response: view() } };
    if (call.path === '/auth/skins/266001' && call.method === 'POST') {
      const body = call.body as { availability: string; videos: string[] };
      return { body: { error: false, response: view({ availability: body.availability, videos: body.videos }) } };
    }
    return undefined;
  });
}

describe('/dashboard/skins/{id}', { timeout: 20_000 }, () => {
  it("shows 'Loading...' until the skin arrives; '0000-00-00' is an empty date", async () => {
    serve();
    renderAt('/dashboard/skins/266001');
    expect(await screen.findByText('Loading...', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Justicar Aatrox' }, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByLabelText('Release date') as HTMLInputElement).value).toBe('');
  });

  it('says a changed availability overrides the source, and Revert to source puts it back', async () => {
    serve();
    renderAt('/dashboard/skins/266001');
    const field = (await screen.findByRole('textbox', { name: 'Availability' }, { timeout: 5000 })) as HTMLInputElement;
    await userEvent.clear(field);
    await userEvent.type(field, 'Legacy');
    expect(await screen.findByText('Overrides the source, which says "Available".')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Revert to source' }));
    expect(field.value).toBe('Available');
    expect(screen.queryByText(/Overrides the source/)).toBeNull();
  });

  it('ignores an empty video URL, says why a link is refused, and previews an added one', async () => {
    serve();
    renderAt('/dashboard/skins/266001');
    const url = await screen.findByLabelText('Video URL', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('No videos yet.')).toBeTruthy();
    await userEvent.type(url, 'https://example.com/clip');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Video 1 must be a YouTube (youtube.com, youtu.be) or Vimeo link (http or https).')).toBeTruthy();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByTitle('Justicar Aatrox video 1 preview').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove video 1' }));
    expect(screen.getByText('No videos yet.')).toBeTruthy();
  });

  it('saves the held edits in one POST and says so', async () => {
    const posts: ApiCall[] = [];
    serve((call) => call.method === 'POST' && posts.push(call));
    renderAt('/dashboard/skins/266001');
    const field = await screen.findByRole('textbox', { name: 'Availability' }, { timeout: 5000 });
    await userEvent.clear(field);
    await userEvent.type(field, 'Rare');
    await userEvent.type(screen.getByLabelText('Video URL'), 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(posts).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Skin updated successfully')).toBeTruthy();
    expect(posts.map((p) => p.body)).toEqual([
      { release_date: null, availability: 'Rare', videos: ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'] },
    ]);
  });

  it('sends the operator to /login when the skin cannot be loaded', async () => {
    stubApi(() => ({ status: 401, body: { error: true, response: 'Please log in' } }));
    const router = renderAt('/dashboard/skins/266001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  });
});
