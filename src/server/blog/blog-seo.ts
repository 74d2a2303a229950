import type { ShareCardSource, SitemapSection } from '../feature';
import { paths } from '../../shared/paths';
import type { SourcePost, SourcePostSummary } from './post-source';

interface PostReader {
  list(limit: number): Promise<SourcePostSummary[]>;
  post(slug: string): Promise<SourcePost | null>;
}

/** Up to this many posts are listed (the blog's own cached listing); more than the site has ever had. */
const SITEMAP_POSTS = 1000;

const postPath = (slug: string) => paths.blogPost.replace(':slug', slug);

/** The blog index and every post, from the blog's own (cached) listing; a post's lastmod is its date. Contentful down: the index only. */
export function blogSitemap(blog: PostReader): SitemapSection {
  return {
    name: 'blog',
    async entries() {
      const posts = await blog.list(SITEMAP_POSTS).catch(() => []);
      const newest =
        posts
          .map((p) => p.published)
          .sort()
          .at(-1) ?? null;
      return [
        { path: paths.blog, lastmod: newest, title: 'Blog' },
        ...posts.map((post) => ({ path: postPath(post.slug), lastmod: post.published, title: post.title })),
      ];
    },
  };
}

export function blogShareCard(blog: PostReader): ShareCardSource {
  const prefix = paths.blogPost.replace(':slug', '');
  return async (path) => {
    const slug = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    if (!/^[\w-]{1,200}$/.test(slug)) return null;
    const post = await blog.post(slug).catch(() => null);
    if (!post) return null;
    const date = new Date(post.published);
    const day = Number.isNaN(date.getTime())
      ? null
      : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    return { kicker: 'Blog', title: post.title, lines: [post.description ?? '', day ? `Published ${day}` : ''].filter(Boolean) };
  };
}
