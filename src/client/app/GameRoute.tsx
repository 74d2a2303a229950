import type { GameDefinition } from '../../engine/game-types';
import { AboutArticle } from '../components/rich-text/AboutArticle';
import { CalculatorPage } from '../features/calculator/CalculatorPage';
import { GameFrame } from '../features/game-frame/GameFrame';

/** A game's page: the site's calculator frame around the one calculator page, with its About article. */
export function GameRoute({ game }: { game: GameDefinition }) {
  return (
    <GameFrame game={game} about={<AboutArticle gameId={game.id} gameName={game.name} />}>
      {/* Keyed by game: moving between games starts a fresh form. */}
      <CalculatorPage key={game.id} game={game} />
    </GameFrame>
  );
}
