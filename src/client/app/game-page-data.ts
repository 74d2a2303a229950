import { redirect } from 'react-router';
import type { RJSFSchema } from '@rjsf/utils';
import { callApi } from '../lib/api-client';
import { sideBanners } from '../../shared/api/banners';
import { RECENT_POSTS, blogList, type BlogListReply } from '../../shared/api/blog';
import { calculatorConfig, type ServedConfig } from '../../shared/api/calculators';
import type { GameDefinition } from '../../engine/game-types';
import { visitorForm } from '../../engine/visitor-form';
import { canonicalShareQuery } from '../features/calculator/share-query';
import { loadArticle } from '../components/rich-text/about-articles';
import type { Banner } from '../lib/banner-slots';

/** What a game's page needs before it renders: on the server, so the HTML has it all. */
export interface GamePageData {
  /** null when the API failed: the page's SWR then loads it, with the toast and retry of a failed load. */
  config: ServedConfig | null;
  /** The operator's side banners; null for a game with fixed partner banners, or when the API failed. */
  banners: Banner[] | null;
  article: string | null;
  /** The newest posts, for a page that shows them (`page.recentBlogPosts`); null otherwise or when the API failed. */
  recentPosts: BlogListReply | null;
}

/**
 * Null when `url` is canonical: a share link with unread parameters, default values or values the
 * form would refuse has the one address that shows the same result (decision 0044).
 */
function canonicalGameAddress(game: GameDefinition, config: ServedConfig, url: string): string | null {
  const { pathname, search } = new URL(url);
  const form = visitorForm(game, config);
  const query = canonicalShareQuery(form.schema as RJSFSchema, search, form.formData);
  return query === search.slice(1) ? null : `${pathname}${query ? `?${query}` : ''}`;
}

/**
 * The route loader of every game page (the page hands these to SWR as fallback data). A share link
 * that is not its canonical address is redirected there (301).
 */
export async function loadGamePage(game: GameDefinition, request: Request): Promise<GamePageData> {
  const [config, banners, article, recentPosts] = await Promise.all([
    callApi(calculatorConfig(game.api)).catch(() => null),
    game.page?.partnerBanners ? null : callApi(sideBanners).catch(() => null),
    loadArticle(game.id).catch(() => null),
    game.page?.recentBlogPosts ? callApi(blogList, { params: { limit: RECENT_POSTS } }).catch(() => null) : null,
  ]);
  const canonical = config && canonicalGameAddress(game, config, request.url);
  if (canonical) throw redirect(canonical, 301);
  return { config, banners, article, recentPosts };
}
