import { skinPath } from './skin-path';
import { Link } from 'react-router';
import { Button, Group, Loader, Text } from '@mantine/core';
import { skinSearch, type SearchQuery } from '../../../shared/api/skins';
import { errorText } from '../../lib/api-client';
import { useEndpoint } from '../../lib/use-endpoint';
import { SkinImage } from './SkinImage';
import classes from './skins.module.css';

export function SidebarSkinList({ query, onMore }: { query: SearchQuery; onMore: () => void }) {
  const { data, error, isLoading } = useEndpoint(skinSearch, { query }, { keepPreviousData: true, onError: () => undefined });
  if (error)
    return (
      <Text size="xs" c="red.8">
        Error: {errorText(error)}
      </Text>
    );
  if (!data) return isLoading ? <Loader size="xs" aria-label="Loading skins" /> : null;
  return (
    <div>
      <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0' }}>
        {data.items.map((skin) => (
          <li key={skin.riot_id}>
            <Group gap={6} wrap="nowrap" py={2}>
              <SkinImage src={skin.tile_path} alt="" width={32} height={32} placeholder="" className={classes.icon} />
              <Link to={skinPath(skin.riot_id)} className={classes.sidebarLink} style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
                {skin.name}
              </Link>
            </Group>
          </li>
        ))}
      </ul>
      {data.items.length < data.total ? (
        <Button size="compact-sm" h={28} variant="subtle" onClick={onMore}>
          Load More
        </Button>
      ) : null}
    </div>
  );
}
