import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SWRConfig } from 'swr';
import { href } from '../../shared/api/endpoint';
import { calculatorConfig } from '../../shared/api/calculators';
import { loadSharedCollection } from '../features/skins/collection/shared-loader';
import { SharedCollectionPage } from '../features/skins/collection/SharedCollectionPage';
import { callApi } from '../lib/api-client';
import { collectionGame as game, collectionValuation } from './CollectionRoute';
import { valueCollection } from './CollectionValue';

/**
 * The shared collection and the calculator's prices, read side by side, so the server renders the
 * euro value and names it in the preview title; without the prices the page still shows the rest.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ view, status }, config] = await Promise.all([
    loadSharedCollection(request),
    game ? callApi(calculatorConfig(game.api)).catch(() => null) : null,
  ]);
  return data({ view, config }, { status });
}

/** The loader's prices are SWR's data for the calculator's config, so the value renders on the server and hydrates as it was. */
export function SharedCollectionRoute() {
  const { view, config } = useLoaderData<typeof loader>();
  const summary = view.first?.summary;
  const euros =
    game && config && summary
      ? valueCollection({ game, group: game.page!.skinCollection!, rarities: summary.rarities, chromas: summary.chromas }, config).price
      : null;
  const fallback = game && config ? { [href(calculatorConfig(game.api), {})]: config } : {};
  return (
    <SWRConfig value={{ fallback }}>
      <SharedCollectionPage view={view} valuation={collectionValuation} euros={euros} />
    </SWRConfig>
  );
}
