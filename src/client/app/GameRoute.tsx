import { useLoaderData } from 'react-router';
import type { GameDefinition } from '../../engine/game-types';
import { AboutArticle } from '../components/rich-text/AboutArticle';
import { CalculatorPage } from '../features/calculator/CalculatorPage';
import type { FormExtras } from '../features/calculator/CalculatorBody';
import { RiotFill } from '../features/riot-fill/RiotFill';
import { GameFrame } from '../features/game-frame/GameFrame';
import { RecentBlogPosts } from '../features/blog/RecentBlogPosts';
import type { GamePageData } from './game-page-data';
import { CollectionFill, CollectionFillLink } from './CollectionFill';

/** The hand-offs a game file asks for, above its form: the fill from a Riot ID, then the skin collection's. */
function extrasOf(game: GameDefinition): FormExtras | undefined {
  const group = game.page?.skinCollection;
  const riot = game.profileFill?.source === 'riot';
  if (!group && !riot) return undefined;
  return (fill) => {
    const fillSkins = group ? (counts: Record<string, number>) => fill.group(group, counts) : null;
    return (
      <>
        {riot && <RiotFill game={game} onFill={fill.inputs} skinsLink={fillSkins && <CollectionFillLink onFill={fillSkins} />} />}
        {fillSkins && <CollectionFill onFill={fillSkins} />}
      </>
    );
  };
}

/**
 * The route's loader (loadGamePage) gave the config, banners and article: the page renders with
 * them at once (also on the server) and SWR revalidates the API ones.
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
      <CalculatorPage key={game.id} game={game} initialConfig={data?.config ?? undefined} extras={extrasOf(game)} />
    </GameFrame>
  );
}
