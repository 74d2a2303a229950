import { data, type LoaderFunctionArgs } from 'react-router';
import { BLOG_LIST_LIMIT_MAX, blogList, blogPost, type BlogListReply, type BlogPost } from '../../../shared/api/blog';
import { ApiError, callApi } from '../../lib/api-client';

/** The /blog page's call: every post. */
export const ALL_POSTS = { params: { limit: BLOG_LIST_LIMIT_MAX } };

/** The /blog page's data: every post, newest first (no bodies). */
export const loadBlogList = (): Promise<BlogListReply> => callApi(blogList, ALL_POSTS);

/** The /blog/:slug page's data; an unknown slug is a 404 route error, so the server can answer 404 too. */
export async function loadBlogPost({ params }: LoaderFunctionArgs): Promise<BlogPost> {
  try {
    return await callApi(blogPost, { params: { slug: params.slug ?? '' } });
  } catch (error) {
    // A malformed slug (400) is as missing as an unknown one.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404, statusText: 'Not Found' });
    throw error;
  }
}
