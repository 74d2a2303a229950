import { data, type LoaderFunctionArgs } from 'react-router';
import { BLOG_LIST_LIMIT_MAX, blogListPath, blogPostPath, type BlogListReply, type BlogPost } from '../../../shared/api/blog';
import { ApiError, apiRequest } from '../../lib/api-client';

export const BLOG_LIST_KEY = blogListPath(BLOG_LIST_LIMIT_MAX);

/** The /blog page's data: every post, newest first (no bodies). */
export const loadBlogList = (): Promise<BlogListReply> => apiRequest<BlogListReply>(BLOG_LIST_KEY);

/** The /blog/:slug page's data; an unknown slug is a 404 route error, so the server can answer 404 too. */
export async function loadBlogPost({ params }: LoaderFunctionArgs): Promise<BlogPost> {
  try {
    return await apiRequest<BlogPost>(blogPostPath(params.slug ?? ''));
  } catch (error) {
    // A malformed slug (400) is as missing as an unknown one.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404, statusText: 'Not Found' });
    throw error;
  }
}
