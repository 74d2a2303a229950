import { skinPath } from './skin-path';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { MAX_LIMIT, skinSearch, type BrowseCategory, type Skin } from '../../../shared/api/skins';
import { useEndpoint } from '../../lib/use-endpoint';
import { priceLabel, priceValue, UNKNOWN } from '../../../shared/skin-text';
import { SkinImage } from './SkinImage';
import classes from './skins.module.css';

const START = 10;
const STEP = 5;

interface Relation {
  title: string;
  category: BrowseCategory;
  value: string;
}

function relations(skin: Skin): Relation[] {
  const list: Relation[] = [{ title: `More ${skin.league_champion.name} skins`, category: 'champion', value: skin.league_champion.name }];
  if (skin.rarity) list.push({ title: `More ${skin.rarity} skins`, category: 'rarity', value: skin.rarity });
  for (const line of skin.skinlines) list.push({ title: `More ${line} skins`, category: 'skinlines', value: line });
  const price = priceValue(skin);
  if (price !== UNKNOWN) list.push({ title: `More ${priceLabel(price)} skins`, category: 'price', value: price });
  for (const artist of skin.splash_artists) list.push({ title: `More by ${artist}`, category: 'splashArtists', value: artist });
  return list;
}

/** One related group: starts at 10 skins, 'Show More' adds 5 while more exist; the current skin is left out. */
function RelatedGroup({ relation, current }: { relation: Relation; current: number }) {
  const [shown, setShown] = useState(START);
  const query = { category: relation.category, value: relation.value, limit: Math.min(shown + 1, MAX_LIMIT) };
  const { data } = useEndpoint(
    skinSearch,
    { query },
    {
      keepPreviousData: true,
      // A failed related list is only logged (spec); the rest of the page stands.
      onError: (error: unknown) => console.warn('related skins failed to load', error),
    },
  );
  const items = (data?.items ?? []).filter((s) => s.riot_id !== current).slice(0, shown);
  const others = (data?.total ?? 0) - 1;
  if (!data || items.length === 0) return null;
  return (
    <section>
      <Title order={3} size="h4" mb="xs">
        {relation.title}
      </Title>
      <Group gap="sm" align="flex-start">
        {items.map((s) => (
          <Link key={s.riot_id} to={skinPath(s.riot_id)} style={{ width: 96 }} className={classes.card}>
            <SkinImage src={s.tile_path} alt="" width={96} height={96} placeholder="No Image" />
            <Text size="xs">{s.name}</Text>
          </Link>
        ))}
      </Group>
      {shown < others && shown < 59 ? (
        <Button variant="subtle" size="xs" mt={4} onClick={() => setShown(shown + STEP)}>
          Show More
        </Button>
      ) : null}
    </section>
  );
}

export function RelatedSkins({ skin }: { skin: Skin }) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Related Skins
      </Title>
      {relations(skin).map((relation) => (
        <RelatedGroup key={`${relation.category}|${relation.value}`} relation={relation} current={skin.riot_id} />
      ))}
    </Stack>
  );
}
