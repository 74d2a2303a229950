import { useEffect, useState } from 'react';
import type { Document } from '@contentful/rich-text-types';
import type { BlogPost } from '../../../shared/api/blog';
import { documentDescription } from '../../../shared/rich-text/document-text';
import { inEditorFrame } from './in-editor-frame';

export const LIVE_PREVIEW_LOCALE = 'en-US';

interface EntryFields {
  title?: string;
  slug?: string;
  published?: string;
  blogText?: Document;
}

/** The post as the entry the live-preview SDK matches editor messages against (by sys.id). */
const asEntry = (post: BlogPost) => ({
  sys: { id: post.sys.id, type: 'Entry' },
  fields: { title: post.title, slug: post.slug, published: post.published, blogText: post.blogText },
});

function applyEntry(post: BlogPost, updated: unknown): BlogPost {
  const fields = (updated as { fields?: EntryFields } | null)?.fields;
  if (!fields) return post;
  const blogText = fields.blogText ?? post.blogText;
  return {
    ...post,
    title: fields.title ?? post.title,
    published: fields.published ?? post.published,
    blogText,
    description: documentDescription(blogText),
  };
}

/**
 * Inside an editor's frame only, loads @contentful/live-preview (its own chunk, so visitors never
 * download it) and applies the editor's ENTRY_UPDATED and ENTRY_SAVED messages to the open post.
 */
export function useLivePreview(post: BlogPost): BlogPost {
  const [live, setLive] = useState({ source: post, shown: post });
  const current = live.source === post ? live.shown : post;

  useEffect(() => {
    if (!inEditorFrame()) return undefined;
    let cancelled = false;
    const unsubscribers: Array<() => void> = [];
    const update = (entry: unknown) => setLive({ source: post, shown: applyEntry(post, entry) });
    void import('@contentful/live-preview').then(async ({ ContentfulLivePreview }) => {
      await ContentfulLivePreview.init({ locale: LIVE_PREVIEW_LOCALE, enableInspectorMode: false });
      if (cancelled) return;
      unsubscribers.push(ContentfulLivePreview.subscribe('edit', { data: asEntry(post), locale: LIVE_PREVIEW_LOCALE, callback: update }));
      unsubscribers.push(ContentfulLivePreview.subscribe('save', { callback: update }));
    });
    return () => {
      cancelled = true;
      for (const unsubscribe of unsubscribers) unsubscribe();
    };
  }, [post]);

  return current;
}
