import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLocalPosts, readLocalPost } from '../../../src/server/blog/local-posts';
import { createTestApp } from '../../helpers/test-app';
import type { BlogListReply, BlogPost } from '../../../src/shared/api/blog';
import type { SourcePost } from '../../../src/server/blog/post-source';

const source = loadLocalPosts(path.resolve('content/blog'), path.resolve('public'));
const nodeTypes = (post: SourcePost) =>
  new Set(
    JSON.stringify(post.body)
      .match(/"nodeType":"[\w-]+"/g)
      ?.map((m) => m.slice(12, -1)),
  );
const uris = (post: SourcePost) => [...JSON.stringify(post.body).matchAll(/"uri":"([^"]+)"/g)].map((m) => m[1]);

describe('the local posts of content/blog', () => {
  it('are three or more, newest first, each with its image size read from the file', async () => {
    const posts = await source.list(999);
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.map((p) => p.published)).toEqual([...posts.map((p) => p.published)].sort().reverse());
    for (const post of posts) expect(post.image).toMatchObject({ width: 1200, height: 630, url: expect.stringMatching(/^\/blog\//) });
  });

  it('use every rich-text feature between them: images, quotes, headings 1–3, rules, tables, lists, a video and a tweet', async () => {
    const posts = await Promise.all((await source.list(999)).map(async (p) => (await source.bySlug(p.slug))!));
    const used = new Set(posts.flatMap((p) => [...nodeTypes(p)]));
    for (const type of [
      'embedded-asset-block',
      'blockquote',
      'heading-1',
      'heading-2',
      'heading-3',
      'hr',
      'table',
      'unordered-list',
      'ordered-list',
      'hyperlink',
    ]) {
      expect(used).toContain(type);
    }
    const links = posts.flatMap(uris);
    expect(links.some((u) => /youtube\.com|youtu\.be/.test(u!))).toBe(true);
    expect(links.some((u) => /^https:\/\/x\.com\/\w+\/status\/\d+$/.test(u!))).toBe(true);
    for (const post of posts) expect(post.description.length).toBeGreaterThan(50);
  });

  it('refuse a file with a missing field or an image that is not in public/, naming the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-posts-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'broken.md'),
        '---\ntitle: T\nslug: t\npublished: 2024-01-01\nimage: /nope.png\ndescription: d\n---\nBody',
      );
      expect(() => readLocalPost(path.join(dir, 'broken.md'), path.resolve('public'))).toThrow(
        'broken.md: image /nope.png is not in public/',
      );
      fs.writeFileSync(path.join(dir, 'broken.md'), '---\ntitle: T\nslug: Bad Slug\n---\nBody');
      expect(() => readLocalPost(path.join(dir, 'broken.md'), path.resolve('public'))).toThrow('broken.md: front matter needs "published"');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are what the API serves without Contentful', async () => {
    const t = await createTestApp({ settings: { blog: { localPosts: source } } });
    try {
      const list = (await t.app.inject('/api/contentful/3')).json<{ response: BlogListReply }>().response.items;
      expect(list).toHaveLength(3);
      // The spec's names beside ours: sys.id, and metaImage as Contentful's asset with its file url.
      for (const item of list) {
        expect(item.sys).toEqual({ id: item.id });
        expect(item.metaImage).toEqual({
          fields: {
            title: item.image!.alt,
            description: item.image!.alt,
            file: { url: item.image!.url, details: { image: { width: 1200, height: 630 } } },
          },
        });
      }
      const post = await t.app.inject(`/api/blog/${list[0]!.slug}`);
      expect(post.statusCode).toBe(200);
      const reply = post.json<{ response: BlogPost }>().response;
      expect(reply.blogText.nodeType).toBe('document');
      expect(reply).toMatchObject({ sys: { id: list[0]!.id }, metaImage: list[0]!.metaImage });
      // The document is sent once, under the spec's name.
      expect(Object.keys(reply).sort()).toEqual(
        ['blogText', 'description', 'id', 'image', 'metaImage', 'published', 'slug', 'sys', 'title'].sort(),
      );
      expect((await t.app.inject('/api/blog/not-a-post')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
