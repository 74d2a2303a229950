import { memo } from 'react';
import { Text } from '@mantine/core';
import { skinSearch, type SearchReply } from '../../../shared/api/skins';
import { searchQuery, type BrowseQuery } from './skins-api';
import { useEndpointPages } from '../../lib/use-endpoint-pages';
import { SkinCard, type SkinView } from './SkinCard';
import { LoadError } from './LoadError';
import classes from './skins.module.css';

interface FlatGridProps {
  query: BrowseQuery;
  first: SearchReply;
  view: SkinView;
  from: string;
}

export const FlatGrid = memo(function FlatGrid({ query, first, view, from }: FlatGridProps) {
  const { pages, more, loading, error, sentinel } = useEndpointPages(skinSearch, (page) => searchQuery(query, page), {
    fallbackData: [first],
    more: (loaded) => loaded.reduce((n, p) => n + p.items.length, 0) < (loaded[0]?.total ?? 0),
  });
  const items = pages.flatMap((p) => p.items);
  const total = pages[0]?.total ?? 0;
  if (error && items.length === 0) return <LoadError error={error} />;
  return (
    <>
      {total === 0 ? <Text>No skins match this search.</Text> : null}
      <div className={`${classes.grid} ${view === 'splash' ? classes.gridSplash : ''}`}>
        {items.map((skin, i) => (
          <SkinCard key={skin.riot_id} skin={skin} view={view} showRarity eager={i < 4} from={from} />
        ))}
      </div>
      <div ref={sentinel} className={classes.sentinel} />
      <div className={classes.loadingMore} aria-live="polite">
        {more && loading ? <Text ta="center">Loading more skins...</Text> : null}
        {error && items.length > 0 ? <LoadError error={error} /> : null}
      </div>
    </>
  );
});
