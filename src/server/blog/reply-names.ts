import type { BlogPost, BlogPostSummary } from '../../shared/api/blog';
import type { SourcePost, SourcePostSummary } from './post-source';

/**
 * The replies keep the spec's names for the content service's entity beside ours (decision 0018; the
 * spec's "Blog post"): `sys.id` beside `id`, `metaImage` (Contentful's asset, `fields.file.url`) beside
 * `image`, and the body as `blogText`. A client written against the spec reads them as it would read Contentful.
 */
export function summaryReply(post: SourcePostSummary): BlogPostSummary {
  const { id, slug, title, published, image } = post;
  const metaImage = image && {
    fields: {
      title: image.alt,
      description: image.alt,
      file: { url: image.url, details: { image: { width: image.width, height: image.height } } },
    },
  };
  return { id, slug, title, published, image, sys: { id }, metaImage };
}

export function postReply(post: SourcePost): BlogPost {
  return { ...summaryReply(post), description: post.description, blogText: post.body };
}
