import { Suspense, memo, useDeferredValue, useMemo, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CollectionReply, CollectionSummary as Summary } from '../../../../shared/api/skin-collection';
import type { SkinSort } from '../../../../shared/api/skins';
import { paths } from '../../../../shared/paths';
import siteTexts from '../../../../../content/site-texts.json';
import { PageMetaTags } from '../../../components/PageMetaTags';
import { useFooterTag } from '../../../components/footer-tag-context';
import { useSkinCollection } from '../../../lib/skin-collection';
import { LoadError } from '../LoadError';
import { CollectionActions } from './CollectionActions';
import { CollectionGrid } from './CollectionGrid';
import { CollectionSummary } from './CollectionSummary';
import { INITIAL_SORT, useCollectionPages } from './use-collection-pages';
import { useHydrated } from '../../../lib/use-hydrated';
import classes from './collection.module.css';

/** The euro value, composed by the app from the League calculator (features never import each other). */
export type Valuation = ComponentType<{ rarities: Summary['rarities']; chromas: number }>;

/**
 * The collection lives in this browser, so the server renders the frame and the page reads the
 * collection after hydration; what arrives then fills space reserved for it.
 */
export function CollectionPage({ valuation: Value }: { valuation?: Valuation }) {
  useFooterTag('League of Legends');
  const hydrated = useHydrated();
  const owned = useSkinCollection();
  const ids = useMemo(() => (hydrated ? Object.keys(owned).map(Number) : null), [hydrated, owned]);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [sort, setSort] = useState<SkinSort>(INITIAL_SORT);
  const [actionError, setActionError] = useState<string | null>(null);
  // The summary and cards of a fresh import arrive as one large render (150 ms on a phone): deferred,
  // React renders them in slices and answers the visitor's keystrokes in between.
  const pages = useDeferredValue(useCollectionPages(ids, sort, q));

  return (
    <Container size="xl" py="lg">
      <PageMetaTags page={siteTexts.pages.skinCollection} />
      <Stack gap="md">
        <CollectionHeading title="My Skin Collection" to={paths.skins} link="Browse all skins" />
        <Text>
          Your collection stays in this browser: no account is needed and nothing is stored on our side. Tick 'I own this skin' on any skin,
          or import a list.
        </Text>
        <CollectionActions ids={ids} onError={setActionError} />
        {actionError ? (
          <Alert color="red" role="alert" withCloseButton onClose={() => setActionError(null)} title={`Error: ${actionError}`} />
        ) : null}
        <div className={classes.reserved}>
          <CollectionContent ids={ids} pages={pages} Value={Value} search={search} onSearch={setSearch} sort={sort} onSort={setSort} />
        </div>
      </Stack>
    </Container>
  );
}

export function CollectionHeading({ title, to, link }: { title: string; to: string; link: string }) {
  return (
    <Group justify="space-between" align="baseline">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {title}
      </Title>
      <Anchor component={Link} to={to}>
        {link}
      </Anchor>
    </Group>
  );
}

interface ContentProps {
  ids: readonly number[] | null;
  pages: ReturnType<typeof useCollectionPages>;
  Value: Valuation | undefined;
  search: string;
  onSearch: (text: string) => void;
  sort: SkinSort;
  onSort: (sort: SkinSort) => void;
}

const CollectionContent = memo(function CollectionContent({ ids, pages, Value, search, onSearch, sort, onSort }: ContentProps) {
  const { first, error } = pages;
  return (
    <>
      {ids === null || (ids.length > 0 && !first && !error) ? (
        <Text className={classes.muted}>Loading your collection...</Text>
      ) : ids.length === 0 ? (
        <Text>
          Your collection is empty. Open any skin in the <Link to={paths.skins}>catalogue</Link> and tick 'I own this skin', or use Import.
        </Text>
      ) : error && !first ? (
        <LoadError error={error} />
      ) : first ? (
        <CollectionFigures
          first={first}
          pages={pages}
          Value={Value}
          grid={{ search, onSearch, sort, onSort }}
          unknownNote={(n) => `${n} saved ${n === 1 ? 'id is' : 'ids are'} no longer in the catalogue.`}
        />
      ) : null}
    </>
  );
});

interface FiguresProps {
  first: CollectionReply;
  pages: ReturnType<typeof useCollectionPages>;
  Value: Valuation | undefined;
  grid: Pick<ContentProps, 'search' | 'onSearch' | 'sort' | 'onSort'> & { heading?: string };
  /** The line under the summary when some ids are not in the catalogue. */
  unknownNote: (count: number) => string;
}

/** The summary, valued in euros, over the cards: one's own collection and a shared one show it alike. */
export function CollectionFigures({ first, pages, Value, grid, unknownNote }: FiguresProps) {
  const { summary } = first;
  return (
    <Stack gap="lg">
      <CollectionSummary
        summary={summary}
        valuation={
          Value ? (
            <Suspense fallback="...">
              <Value rarities={summary.rarities} chromas={summary.chromas} />
            </Suspense>
          ) : null
        }
      />
      {first.unknown.length > 0 ? (
        <Text size="sm" className={classes.muted}>
          {unknownNote(first.unknown.length)}
        </Text>
      ) : null}
      <CollectionGrid items={pages.items} total={first.total} loading={pages.loading} sentinel={pages.sentinel} {...grid} />
    </Stack>
  );
}
