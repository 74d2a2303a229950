import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLoaderData, useLocation, useSearchParams } from 'react-router';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { PRESTIGE } from '../../../shared/api/skins';
import { paths } from '../../../shared/paths';
import { filtersParam } from '../../../shared/skin-filters';
import { browseHeading, CATEGORY_LABELS } from '../../../shared/skin-text';
import { PageMetaTags } from '../../components/PageMetaTags';
import { useFooterTag } from '../../components/footer-tag-context';
import { withParam } from '../../lib/search-params';
import { BrowseControls, SEARCH_INPUT_ID } from './BrowseControls';
import { FlatGrid } from './FlatGrid';
import { GroupedSections } from './GroupedSections';
import { LoadError } from './LoadError';
import { SkinsNotFound } from './SkinsNotFound';
import { FilterSidebar } from './FilterSidebar';
import { CollectionBar } from './CollectionBar';
import { browseLoader, type BrowseData } from './browse-loader';
import { useSidebarState } from './use-sidebar-state';
import { useFilterDrawer } from './use-filter-drawer';
import { useSlashFocus } from './use-slash-focus';
import type { SkinView } from './SkinCard';
import classes from './skins.module.css';

export const loader = browseLoader;

const VIEWS: readonly SkinView[] = ['tile', 'splash', 'loading'];

/** /lol-skins, /lol-skins/{category} (grouped) and /lol-skins/{category}/{value} (flat grid). */
export default function BrowsePage() {
  const data = useLoaderData<BrowseData>();
  const { query } = data;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const sidebar = useSidebarState();
  const filtersButton = useRef<HTMLButtonElement>(null);
  const drawer = useFilterDrawer(sidebar.state.open, sidebar.close, filtersButton);
  const [search, setSearch] = useState(query.q);
  const [urlSearch, setUrlSearch] = useState(query.q);
  if (urlSearch !== query.q) {
    // Back/forward or a link changed the URL's search: the box follows it.
    setUrlSearch(query.q);
    setSearch(query.q);
  }
  useFooterTag('League of Legends');
  useSlashFocus(SEARCH_INPUT_ID);

  // The URL follows the typing a moment later; every change of search, sort or route starts at page one.
  useEffect(() => {
    if (query.category === PRESTIGE || search === query.q) return;
    const timer = setTimeout(() => setParams((p) => withParam(p, 'q', search), { replace: true }), 250);
    return () => clearTimeout(timer);
  }, [search, query.q, query.category, setParams]);

  const view = (VIEWS as readonly string[]).includes(params.get('view') ?? '') ? (params.get('view') as SkinView) : 'tile';
  const heading =
    query.category && query.category !== PRESTIGE && query.value === null
      ? CATEGORY_LABELS[query.category]
      : browseHeading(query.category, query.value);
  const total = data.error !== null ? null : data.grouped ? data.facets.total : data.first.total;
  const from = `${location.pathname}${location.search}`;
  // The view only swaps images; search, sort, ticked options and route start the list again.
  const listKey = `${location.pathname}|${query.q}|${query.sort}|${filtersParam(query.filters) ?? ''}`;
  // The lists are memoised and take only stable props: the sidebar's state arrives in a blocking render
  // after hydration (use-sidebar-state.ts), which then stops at the page's frame instead of redrawing every card.
  const groupedQuery = useMemo(() => ({ ...query, category: query.category! }), [query]);
  const listed = heading.replace(/ Skins$/, ' skins');
  const description = `Browse ${total ?? ''} League of Legends ${listed} with prices, release dates and chromas.`.replace('  ', ' ');

  if (data.error !== null && data.notFound) return <SkinsNotFound title="Skins not found" sentence={data.error} />;
  return (
    <Container size="xl" py="lg">
      <PageMetaTags page={{ title: heading, description }} />
      <div className={classes.layout} data-sidebar-open={sidebar.state.open}>
        {sidebar.state.open ? (
          <FilterSidebar
            facets={data.error === null ? data.facets : null}
            sidebar={sidebar}
            drawer={drawer}
            resultCount={total}
            query={query}
          />
        ) : null}
        <Stack className={classes.main} gap="md">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {heading}
            {total !== null ? ` (${total})` : ''}
          </Title>
          <Group gap="sm">
            <Button
              ref={filtersButton}
              variant="default"
              onClick={sidebar.toggleOpen}
              aria-expanded={sidebar.state.open}
              aria-controls="skin-filters"
            >
              Filters
            </Button>
            <Button variant="default" component={Link} to={paths.skinCollection}>
              My Skin Collection
            </Button>
          </Group>
          <CollectionBar />
          <BrowseControls
            search={search}
            onSearch={setSearch}
            searchDisabled={query.category === PRESTIGE}
            view={view}
            onView={(v) => setParams((p) => withParam(p, 'view', v === 'tile' ? '' : v), { replace: true, preventScrollReset: true })}
            sort={query.sort}
            onSort={(s) => setParams((p) => withParam(p, 'sort', s === 'newest' ? '' : s), { preventScrollReset: true })}
          />
          {data.error !== null ? (
            <LoadError error={new Error(data.error)} />
          ) : data.grouped ? (
            <GroupedSections key={listKey} query={groupedQuery} first={data.first} view={view} from={from} />
          ) : (
            <FlatGrid key={listKey} query={query} first={data.first} view={view} from={from} />
          )}
        </Stack>
      </div>
    </Container>
  );
}
