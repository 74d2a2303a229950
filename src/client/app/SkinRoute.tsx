import { lazy } from 'react';
import { gameRegistry } from '../lib/game-registry';
import DetailPage, { type SkinValuation } from '../features/skins/DetailPage';

// The game whose file names a skin-collection group (League); its calculator values the skin.
const game = gameRegistry.games.find((g) => g.page?.skinCollection);
const ValueOf = lazy(() => import('./SkinEuroValue'));

const valuation: SkinValuation | undefined = game
  ? ({ rarity }) => <ValueOf game={game} group={game.page!.skinCollection!} rarity={rarity} />
  : undefined;

export function SkinRoute() {
  return <DetailPage valuation={valuation} />;
}
