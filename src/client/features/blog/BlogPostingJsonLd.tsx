import type { BlogPosting } from 'schema-dts';
import type { BlogPost } from '../../../shared/api/blog';
import { paths } from '../../../shared/paths';
import { shareImagePath } from '../../../shared/share-image';
import { JsonLd } from '../../components/JsonLd';
import { SITE_NAME } from '../../lib/page-meta';
import { useSiteOrigin } from '../../lib/site-origin';

export function BlogPostingJsonLd({ post }: { post: Pick<BlogPost, 'slug' | 'title' | 'description' | 'published' | 'image'> }) {
  const origin = useSiteOrigin();
  const path = paths.blogPost.replace(':slug', post.slug);
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : url.startsWith('//') ? `https:${url}` : `${origin}${url}`);
  const data: BlogPosting = {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.published,
    url: `${origin}${path}`,
    mainEntityOfPage: `${origin}${path}`,
    image: absolute(post.image?.url ?? shareImagePath(path)),
    author: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
  };
  return <JsonLd data={{ '@context': 'https://schema.org', ...data }} />;
}
