import { skinPath } from './skin-path';
import { Link } from 'react-router';
import { Group, Text } from '@mantine/core';
import type { SkinCard as Card } from '../../../shared/api/skins';
import { formatReleaseDate, priceBadge } from '../../../shared/skin-text';
import { SkinImage } from './SkinImage';
import { OwnedToggle } from './OwnedToggle';
import { RarityIcon } from './RarityIcon';
import classes from './skins.module.css';

export type SkinView = 'tile' | 'splash' | 'loading';

/**
 * Image and box shape per view: tiles are square, splashes wide, loading screens tall. `sizes` is the
 * card's width in the grid, as measured: two columns on phones, else cells of 164–184 px (tiles,
 * loading screens) or 284–312 px (splashes).
 */
export const VIEW_IMAGES: Record<
  SkinView,
  { field: 'tile_path' | 'splash_path' | 'loading_image'; width: number; height: number; sizes: string }
> = {
  tile: { field: 'tile_path', width: 380, height: 380, sizes: '(max-width: 36em) calc(50vw - 24px), 185px' },
  splash: { field: 'splash_path', width: 1215, height: 717, sizes: '(max-width: 36em) calc(100vw - 32px), 320px' },
  loading: { field: 'loading_image', width: 308, height: 560, sizes: '(max-width: 36em) calc(50vw - 24px), 185px' },
};

interface SkinCardProps {
  skin: Card;
  view: SkinView;
  /** The flat grid shows the rarity icon; the grouped view does not (spec). */
  showRarity: boolean;
  eager?: boolean;
  /** Where the card was opened from, for ←/→ and Escape on the detail page. */
  from?: string;
}

export function SkinCard({ skin, view, showRarity, eager, from }: SkinCardProps) {
  const image = VIEW_IMAGES[view];
  const price = priceBadge(skin);
  return (
    <div className={classes.cardBox}>
      <Link to={skinPath(skin.riot_id)} state={from ? { from } : undefined} className={classes.card}>
        <SkinImage
          src={skin[image.field]}
          alt={`${skin.name} ${view} image`}
          width={image.width}
          height={image.height}
          sizes={image.sizes}
          placeholder="No Image"
          eager={eager}
        />
        <Group gap={6} wrap="nowrap" align="flex-start">
          <SkinImage
            src={skin.league_champion.icon_path}
            alt={skin.league_champion.name}
            width={24}
            height={24}
            placeholder=""
            className={classes.icon}
            eager={eager}
          />
          <Text component="span" size="sm" className={classes.cardName}>
            {skin.name}
          </Text>
        </Group>
      </Link>
      <Text size="xs" className={classes.muted}>
        {formatReleaseDate(skin.release_date)}
      </Text>
      <Group gap={6} wrap="wrap" mt="auto">
        {showRarity && skin.rarity ? <RarityIcon rarity={skin.rarity} /> : null}
        <span
          title={skin.cost_source === 'derived' ? 'Price derived from rarity' : undefined}
          className={`${classes.price} ${skin.cost_source === 'derived' ? classes.priceDerived : ''}`}
        >
          {price}
          {skin.cost_source === 'derived' ? ' · derived' : ''}
        </span>
        <OwnedToggle riotId={skin.riot_id} name={skin.name} rarity={skin.rarity} />
      </Group>
    </div>
  );
}
