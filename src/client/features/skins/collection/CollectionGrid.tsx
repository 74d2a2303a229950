import { useState } from 'react';
import { Text } from '@mantine/core';
import type { SkinCard as Card, SkinSort } from '../../../../shared/api/skins';
import { BrowseControls } from '../BrowseControls';
import { SkinCard, type SkinView } from '../SkinCard';
import classes from '../skins.module.css';

interface GridProps {
  items: readonly Card[];
  total: number;
  loading: boolean;
  sentinel: React.RefObject<HTMLDivElement | null>;
  search: string;
  onSearch: (text: string) => void;
  sort: SkinSort;
  onSort: (sort: SkinSort) => void;
  /** Whose skins these are: 'Owned skins' on one's own collection. */
  heading?: string;
}

export function CollectionGrid({ items, total, loading, sentinel, search, onSearch, sort, onSort, heading = 'Owned skins' }: GridProps) {
  const [view, setView] = useState<SkinView>('tile');
  return (
    <section aria-labelledby="owned-heading">
      <Text component="h2" fw={700} fz="lg" id="owned-heading" mb="sm">
        {heading} ({total})
      </Text>
      <BrowseControls search={search} onSearch={onSearch} searchDisabled={false} view={view} onView={setView} sort={sort} onSort={onSort} />
      {total === 0 && !loading ? <Text mt="md">No owned skin matches this search.</Text> : null}
      <div className={`${classes.grid} ${view === 'splash' ? classes.gridSplash : ''}`} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        {items.map((skin, i) => (
          <SkinCard key={skin.riot_id} skin={skin} view={view} showRarity eager={i < 4} />
        ))}
      </div>
      <div ref={sentinel} className={classes.sentinel} />
      <div className={classes.loadingMore} aria-live="polite">
        {loading && items.length > 0 ? <Text ta="center">Loading more skins...</Text> : null}
      </div>
    </section>
  );
}
