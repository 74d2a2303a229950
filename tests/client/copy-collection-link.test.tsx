import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { CopyLinkButton, TOO_BIG_FOR_A_LINK } from '../../src/client/features/skins/collection/CopyLinkButton';
import { clearCollection, replaceCollection } from '../../src/client/lib/skin-collection';
import { LINK_MAX_CHARS, readCollectionLink } from '../../src/shared/collection-link';

const collectionOf = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [String(1000 + i * 7), 'Legendary']));

const clipboard = () => {
  const writeText = vi.fn(async (_text: string) => undefined);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  return writeText;
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearCollection();
});

describe('Copy link', () => {
  it('copies a link that opens the same collection', async () => {
    const writeText = clipboard();
    replaceCollection(collectionOf(300));
    render(<MantineProvider>{<CopyLinkButton />}</MantineProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeTruthy();
    const url = new URL(writeText.mock.calls[0]![0]);
    expect(url.pathname.length + url.search.length).toBeLessThanOrEqual(LINK_MAX_CHARS);
    expect(readCollectionLink(url.searchParams.get('skins')!).owned).toEqual(collectionOf(300));
  });

  it('says a collection is too big for a link instead of copying one the server would refuse', async () => {
    const writeText = clipboard();
    replaceCollection(collectionOf(1500));
    render(<MantineProvider>{<CopyLinkButton />}</MantineProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect((await screen.findByRole('status')).textContent).toBe(TOO_BIG_FOR_A_LINK);
    expect(writeText).not.toHaveBeenCalled();
  });
});
