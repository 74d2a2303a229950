import type { WebSite } from 'schema-dts';
import type { GameDefinition } from '../../../engine/game-types';
import { breadcrumbs, JsonLd } from '../../components/JsonLd';
import { SITE_NAME } from '../../lib/page-meta';
import { useSiteOrigin } from '../../lib/site-origin';

/** The home page's WebSite, and each other calculator's breadcrumbs (home, then the calculator). */
export function CalculatorJsonLd({ game }: { game: GameDefinition }) {
  const origin = useSiteOrigin();
  if (game.route === '/') {
    const site: WebSite = { '@type': 'WebSite', name: SITE_NAME, url: `${origin}/`, description: game.meta.description };
    return <JsonLd data={{ '@context': 'https://schema.org', ...site }} />;
  }
  return (
    <JsonLd
      data={breadcrumbs([
        { name: SITE_NAME, url: `${origin}/` },
        { name: game.meta.title, url: `${origin}${game.route}` },
      ])}
    />
  );
}
