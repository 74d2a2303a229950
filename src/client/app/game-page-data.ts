import { callApi } from '../lib/api-client';
import { sideBanners } from '../../shared/api/banners';
import { RECENT_POSTS, blogList, type BlogListReply } from '../../shared/api/blog';
import { calculatorConfig, type ServedConfig } from '../../shared/api/calculators';
import type { GameDefinition } from '../../engine/game-types';
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

/** The route loader of every game page (the page hands these to SWR as fallback data). */
export async function loadGamePage(game: Pick<GameDefinition, 'id' | 'api' | 'page'>): Promise<GamePageData> {
  const [config, banners, article, recentPosts] = await Promise.all([
    callApi(calculatorConfig(game.api)).catch(() => null),
    game.page?.partnerBanners ? null : callApi(sideBanners).catch(() => null),
    loadArticle(game.id).catch(() => null),
    game.page?.recentBlogPosts ? callApi(blogList, { params: { limit: RECENT_POSTS } }).catch(() => null) : null,
  ]);
  return { config, banners, article, recentPosts };
}
