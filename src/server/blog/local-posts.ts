import fs from 'node:fs';
import path from 'node:path';
import { SLUG_PATTERN, type BlogImage } from '../../shared/api/blog';
import { documentDescription } from '../../shared/rich-text/document-text';
import { markdownToDocument } from '../../shared/rich-text/markdown-document';
import { splitFrontMatter } from './front-matter';
import { readImageSize } from './image-size';
import type { PostSource, SourcePost } from './post-source';

const REQUIRED = ['title', 'slug', 'published', 'image', 'description'] as const;

/** One content/blog file as a post; throws naming the file and the field when something is wrong. */
export function readLocalPost(file: string, publicDir: string): SourcePost {
  const name = path.basename(file);
  const { meta, body } = splitFrontMatter(fs.readFileSync(file, 'utf8'));
  for (const field of REQUIRED) if (!meta[field]) throw new Error(`${name}: front matter needs "${field}"`);
  if (!new RegExp(SLUG_PATTERN).test(meta.slug!)) throw new Error(`${name}: slug "${meta.slug}" must be lowercase words joined by hyphens`);
  if (Number.isNaN(Date.parse(meta.published!))) throw new Error(`${name}: published "${meta.published}" is not a date`);
  const sizeOf = (src: string) => {
    const local = path.join(publicDir, src);
    if (!src.startsWith('/') || !local.startsWith(publicDir) || !fs.existsSync(local))
      throw new Error(`${name}: image ${src} is not in public/`);
    const size = readImageSize(local);
    if (!size) throw new Error(`${name}: cannot read the size of ${src} (PNG or SVG with width and height)`);
    return size;
  };
  const image: BlogImage = { url: meta.image!, ...sizeOf(meta.image!), alt: meta.imageAlt ?? '' };
  const document = markdownToDocument(body, { imageSize: sizeOf });
  return {
    id: `local-${meta.slug}`,
    slug: meta.slug!,
    title: meta.title!,
    published: new Date(meta.published!).toISOString(),
    image,
    description: meta.description || documentDescription(document),
    body: document,
  };
}

/** The embedded default: every content/blog/*.md, read once at start, newest first. */
export function loadLocalPosts(contentDir: string, publicDir: string): PostSource {
  const files = fs.existsSync(contentDir) ? fs.readdirSync(contentDir).filter((f) => f.endsWith('.md')) : [];
  const posts = files
    .map((f) => readLocalPost(path.join(contentDir, f), path.resolve(publicDir)))
    .sort((a, b) => b.published.localeCompare(a.published));
  const seen = new Set<string>();
  for (const post of posts) {
    if (seen.has(post.slug)) throw new Error(`two posts in ${path.basename(contentDir)} have the slug "${post.slug}"`);
    seen.add(post.slug);
  }
  return {
    kind: 'local',
    list: async (limit) => posts.slice(0, limit).map(({ id, slug, title, published, image }) => ({ id, slug, title, published, image })),
    bySlug: async (slug) => posts.find((post) => post.slug === slug) ?? null,
  };
}
