import { skinPath } from './skin-path';
import type { Skin } from '../../../shared/api/skins';
import { paths } from '../../../shared/paths';
import { useSiteOrigin } from '../../lib/site-origin';
import { breadcrumbs, JsonLd } from '../../components/JsonLd';
import { ShareImageTags } from '../../components/PageMetaTags';
import { SITE_NAME } from '../../lib/page-meta';
import { browseUrl } from './skins-api';

export function SkinHead({ skin }: { skin: Skin }) {
  const title = `${skin.name} - ${skin.league_champion.name} Skin`;
  const description = (skin.description ?? `${skin.name}, a League of Legends skin for ${skin.league_champion.name}.`).slice(0, 300);
  const origin = useSiteOrigin();
  const url = `${origin}${skinPath(skin.riot_id)}`;
  const keywords = [skin.name, skin.league_champion.name, 'League of Legends skin', skin.rarity, ...skin.skinlines]
    .filter(Boolean)
    .join(', ');
  const trail = breadcrumbs([
    { name: SITE_NAME, url: `${origin}/` },
    { name: 'League of Legends Skins', url: `${origin}${paths.skins}` },
    { name: `${skin.league_champion.name} Skins`, url: `${origin}${browseUrl('champion', skin.league_champion.name)}` },
    { name: skin.name, url },
  ]);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <ShareImageTags alt={title} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <JsonLd data={trail} />
    </>
  );
}
