import { useState } from 'react';
import { Button, Group, Loader, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useInputState } from '@mantine/hooks';
import { OPERATOR_SEARCH_MAX, operatorSkinList } from '../../../../shared/api/skin-operator';
import { useEndpointPages } from '../../../lib/use-endpoint-pages';
import { SkinTile } from './SkinTile';
import classes from './skin-operator.module.css';

interface Props {
  /** A failed load: the first page's failure sends the operator to /login (decision 0020). */
  onLoadError: (error: unknown, firstPage: boolean) => void;
}

export function SkinBrowser({ onLoadError }: Props) {
  const [search, setSearch] = useInputState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  // 20 skins a page; more load when the end of the list comes within 100 px of the bottom of the window (decision 0020).
  const { pages, more, loading, sentinel } = useEndpointPages(operatorSkinList, (page) => ({ query: { q, order, page } }), {
    more: (loaded) => loaded.length === 0 || loaded.reduce((n, p) => n + p.items.length, 0) < loaded[0]!.total,
    onError: onLoadError,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    rootMargin: '0px 0px 100px 0px',
  });
  const items = pages.flatMap((p) => p.items);
  const total = pages[0]?.total ?? null;
  const done = !more;

  return (
    <>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search skins"
          placeholder="Skin or champion name"
          value={search}
          maxLength={OPERATOR_SEARCH_MAX}
          onChange={setSearch}
          style={{ flex: '1 1 14rem' }}
        />
        <Button
          variant="default"
          onClick={() => setOrder((o) => (o === 'desc' ? 'asc' : 'desc'))}
          aria-label={`Sort by Date, ${order === 'desc' ? 'newest' : 'oldest'} first`}
          rightSection={<span aria-hidden="true">{order === 'desc' ? '↓' : '↑'}</span>}
        >
          Sort by Date
        </Button>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === null
          ? 'Loading skins…'
          : `${total} skin${total === 1 ? '' : 's'}${q ? ` matching "${q}"` : ''}, ${order === 'desc' ? 'newest' : 'oldest'} first`}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 5 }} spacing="sm">
        {items.map((skin) => (
          <SkinTile key={skin.riot_id} skin={skin} />
        ))}
      </SimpleGrid>
      <div ref={sentinel} className={classes.sentinel} />
      {loading && (
        <Group justify="center">
          <Loader size="sm" aria-label="Loading skins" />
        </Group>
      )}
      {done && total !== null && total > 0 && (
        <Text ta="center" c="dimmed" size="sm">
          No more skins to load
        </Text>
      )}
      {done && total === 0 && <Text ta="center">No skins match "{q}".</Text>}
    </>
  );
}
