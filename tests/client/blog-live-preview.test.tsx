import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { BlogPost } from '../../src/shared/api/blog';
import { markdownToDocument } from '../../src/shared/rich-text/markdown-document';

const sdk = vi.hoisted(() => {
  const handlers: Record<string, (entry: unknown) => void> = {};
  return {
    handlers,
    init: vi.fn(async () => null),
    subscribe: vi.fn((event: string, config: { callback: (entry: unknown) => void }) => {
      handlers[event] = config.callback;
      return () => undefined;
    }),
  };
});
vi.mock('@contentful/live-preview', () => ({ ContentfulLivePreview: { init: sdk.init, subscribe: sdk.subscribe } }));
const frame = vi.hoisted(() => ({ inside: false }));
vi.mock('../../src/client/features/blog/in-editor-frame', () => ({ inEditorFrame: () => frame.inside }));

const { useLivePreview } = await import('../../src/client/features/blog/use-live-preview');

const post: BlogPost = {
  id: 'entry-1',
  slug: 'a-post',
  title: 'Before',
  published: '2024-03-12T00:00:00.000Z',
  image: null,
  sys: { id: 'entry-1' },
  metaImage: null,
  description: 'Old text.',
  blogText: markdownToDocument('Old text.'),
};

afterEach(() => {
  sdk.init.mockClear();
  sdk.subscribe.mockClear();
});

describe('live preview', () => {
  it('does nothing outside a frame', async () => {
    frame.inside = false;
    const { result } = renderHook(() => useLivePreview(post));
    await new Promise((r) => setTimeout(r, 20));
    expect(sdk.init).not.toHaveBeenCalled();
    expect(result.current).toBe(post);
  });

  it('inside an editor frame: initialises for en-US and applies ENTRY_UPDATED (edit) and ENTRY_SAVED (save)', async () => {
    frame.inside = true;
    const { result } = renderHook(() => useLivePreview(post));
    await waitFor(() => expect(sdk.subscribe).toHaveBeenCalledTimes(2));
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ locale: 'en-US' }));
    expect(sdk.subscribe).toHaveBeenCalledWith(
      'edit',
      expect.objectContaining({ locale: 'en-US', data: expect.objectContaining({ sys: expect.objectContaining({ id: 'entry-1' }) }) }),
    );
    act(() => sdk.handlers.edit!({ sys: { id: 'entry-1' }, fields: { title: 'After', blogText: markdownToDocument('New text.') } }));
    expect(result.current.title).toBe('After');
    expect(result.current.description).toBe('New text.');
    act(() => sdk.handlers.save!({ sys: { id: 'entry-1' }, fields: { title: 'Saved' } }));
    expect(result.current.title).toBe('Saved');
  });
});
