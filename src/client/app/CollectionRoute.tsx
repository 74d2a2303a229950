import { lazy } from 'react';
import { gameRegistry } from '../lib/game-registry';
import { CollectionPage, type Valuation } from '../features/skins/collection/CollectionPage';

// The game whose file names a skin-collection group (League); its calculator values the collection.
export const collectionGame = gameRegistry.games.find((g) => g.page?.skinCollection);
const ValueOf = lazy(() => import('./CollectionValue'));

export const collectionValuation: Valuation | undefined = collectionGame
  ? ({ rarities, chromas }) => (
      <ValueOf game={collectionGame!} group={collectionGame!.page!.skinCollection!} rarities={rarities} chromas={chromas} />
    )
  : undefined;

/** The calculator feature (the euro value) loads only once a collection is shown. */
export function CollectionRoute() {
  return <CollectionPage valuation={collectionValuation} />;
}
