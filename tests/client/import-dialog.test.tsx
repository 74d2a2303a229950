import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { ImportDialog } from '../../src/client/features/skins/collection/ImportDialog';
import { NOT_TEXT } from '../../src/client/features/skins/collection/read-import';
import { COLLECTION_STORAGE_KEY } from '../../src/client/lib/skin-collection';
import { okReply, stubApi } from '../helpers/stub-api';

/** The match endpoint: 'Ahri' and 'Lux' name skins 1 and 2, anything else nothing. */
const SKINS: Record<string, number> = { ahri: 1, lux: 2 };

beforeEach(() => {
  localStorage.clear();
  stubApi(({ path, body }) => {
    if (path !== '/skins/collection/match') return undefined;
    const entries = (body as { entries: string[] }).entries;
    return okReply({
      matched: entries
        .filter((e) => e.toLowerCase() in SKINS)
        .map((e) => ({ entry: e, id: SKINS[e.toLowerCase()]!, name: e, rarity: 'Epic' })),
      unmatched: entries.filter((e) => !(e.toLowerCase() in SKINS)),
      ambiguous: [],
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openDialog() {
  render(
    <MantineProvider>
      <ImportDialog opened onClose={() => {}} />
    </MantineProvider>,
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

const importButton = () => screen.getByRole('button', { name: 'Import' });

describe('Import skins', { timeout: 20_000 }, () => {
  it('imports a chosen file, then leaves nothing to press that would report a failure under the success', async () => {
    const input = openDialog();
    await userEvent.upload(input, new File(['Ahri\nLux\n'], 'mine.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Added 2 skins')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo import' })).toBeTruthy();
    expect(Object.keys(JSON.parse(localStorage.getItem(COLLECTION_STORAGE_KEY) ?? '{}') as object)).toEqual(['1', '2']);
    // The Import button that used to answer 'Nothing was imported' now waits for something new.
    expect((importButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(importButton(), { pointerEventsCheck: 0 });
    expect(screen.queryByText('Nothing was imported')).toBeNull();
    expect(screen.getByText('Added 2 skins')).toBeTruthy();
    // Typing a new list makes Import the thing to press again.
    await userEvent.type(screen.getByRole('textbox', { name: /Skin names or ids/ }), 'Lux');
    expect((importButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses an image or a zip with one sentence naming the kinds it reads, by its type or by its bytes', async () => {
    const input = openDialog();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    await userEvent.upload(input, new File([png], 'screenshot.png', { type: 'image/png' }), { applyAccept: false });
    expect((await screen.findByRole('alert')).textContent).toBe(`Nothing was imported${NOT_TEXT}`);
    expect(NOT_TEXT).toMatch(/CSV, JSON or plain-text/);
    // No type to go by (an unknown extension): the NUL bytes of a zip give it away.
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0x08, 0]);
    await userEvent.upload(input, new File([zip], 'skins.dat', { type: '' }), { applyAccept: false });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`Nothing was imported${NOT_TEXT}`));
    expect(localStorage.getItem(COLLECTION_STORAGE_KEY)).toBeNull();
  });
});
