import { useLoaderData } from 'react-router';
import type { GameDefinition } from '../../engine/game-types';
import { AboutArticle } from '../components/rich-text/AboutArticle';
import { CalculatorPage } from '../features/calculator/CalculatorPage';
import { GameFrame } from '../features/game-frame/GameFrame';
import { RecentBlogPosts } from '../features/blog/RecentBlogPosts';
import type { GamePageData } from './game-page-data';
import { CollectionFill } from './CollectionFill';

/**
 * A game's page: the site's calculator frame around the one calculator page, with its About
 * article (and the recent blog posts, where the game file asks for them). The route's loader (loadGamePage) gave the config, banners and article: the page
 * renders with them at once (also on the server) and SWR revalidates the API ones.
 */
export function GameRoute({ game }: { game: GameDefinition }) {
  const data = useLoaderData() as GamePageData | undefined;
  return (
    <GameFrame
      game={game}
      banners={data?.banners ?? undefined}
      about={<AboutArticle gameId={game.id} gameName={game.name} markdown={data?.article} />}
      after={game.page?.recentBlogPosts ? <RecentBlogPosts initial={data?.recentPosts ?? undefined} /> : undefined}
    >
      {/* Keyed by game: moving between games starts a fresh form. */}
      <CalculatorPage
        key={game.id}
        game={game}
        initialConfig={data?.config ?? undefined}
        extras={(() => {
          const group = game.page?.skinCollection;
          return group ? (fill) => <CollectionFill onFill={(counts) => fill(group, counts)} /> : undefined;
        })()}
      />
    </GameFrame>
  );
}
