import { skinPath } from './skin-path';
import type { Skin } from '../../../shared/api/skins';
import { useSiteOrigin } from '../../lib/site-origin';

/** The detail page's head tags (React hoists them): title, description, keywords, canonical, social tags with the splash. */
export function SkinHead({ skin }: { skin: Skin }) {
  const title = `${skin.name} - ${skin.league_champion.name} Skin`;
  const description = (skin.description ?? `${skin.name}, a League of Legends skin for ${skin.league_champion.name}.`).slice(0, 300);
  const origin = useSiteOrigin();
  const url = `${origin}${skinPath(skin.riot_id)}`;
  // Link previews need an absolute URL; the splash is a path on our origin.
  const image = skin.splash_path?.startsWith('/') ? `${origin}${skin.splash_path}` : skin.splash_path;
  const keywords = [skin.name, skin.league_champion.name, 'League of Legends skin', skin.rarity, ...skin.skinlines]
    .filter(Boolean)
    .join(', ');
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
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={image} /> : null}
    </>
  );
}
