import { data, type LoaderFunctionArgs } from 'react-router';
import { BLOG_LIST_LIMIT_MAX, blogList, blogPost, type BlogListReply, type BlogPost } from '../../../shared/api/blog';
import { ApiError, callApi } from '../../lib/api-client';
import { loadPostTweets, type PostTweets } from './post-tweets';

export const ALL_POSTS = { params: { limit: BLOG_LIST_LIMIT_MAX } };

export const loadBlogList = (): Promise<BlogListReply> => callApi(blogList, ALL_POSTS);

export interface BlogPostPageData {
  post: BlogPost;
  /** The post's tweet cards' data (SWR fallback), so they render on the server at their own height. */
  tweets: PostTweets;
}

/** The /blog/:slug page's data; an unknown slug is a 404 route error, so the server can answer 404 too. */
export async function loadBlogPost({ params }: LoaderFunctionArgs): Promise<BlogPostPageData> {
  try {
    const post = await callApi(blogPost, { params: { slug: params.slug ?? '' } });
    return { post, tweets: await loadPostTweets(post.blogText) };
  } catch (error) {
    // A malformed slug (400) is as missing as an unknown one.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404, statusText: 'Not Found' });
    throw error;
  }
}
