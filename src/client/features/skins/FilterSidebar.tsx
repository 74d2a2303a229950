import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, CloseButton, FocusTrap, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useInputState } from '@mantine/hooks';
import { skinFacets, skinSearch, type BrowseCategory, type FacetsReply, type SearchQuery } from '../../../shared/api/skins';
import { filterCount, filtersParam, type SkinFilters } from '../../../shared/skin-filters';
import { paths } from '../../../shared/paths';
import { useEndpoint } from '../../lib/use-endpoint';
import { browseUrl, facetsQuery, filteredUrl, searchQuery, tickedOptions, type BrowseQuery } from './skins-api';
import { SidebarSection } from './SidebarSection';
import { SidebarSkinList } from './SidebarSkinList';
import { SKINS_START, type Sidebar } from './use-sidebar-state';
import { groupDigits } from '../../../shared/counts';
import classes from './skins.module.css';

interface BlockProps {
  name: 'upcoming' | 'prestige';
  title: string;
  href: string;
  count: number;
  list: SearchQuery;
  sidebar: Sidebar;
}

function Block({ name, title, href, count, list, sidebar }: BlockProps) {
  const open = sidebar.state.expanded.includes(name);
  const shown = sidebar.state.skinCounts[name] ?? SKINS_START;
  return (
    <section aria-label={title}>
      <Group justify="space-between" wrap="nowrap">
        <Link to={href} className={classes.sidebarLink}>
          {title} ({count})
        </Link>
        <UnstyledButton
          onClick={() => sidebar.toggleSection(name)}
          aria-expanded={open}
          className={`${classes.muted} ${classes.tap}`}
          fz="sm"
          px={6}
        >
          {open ? 'Hide' : 'Show'} <span className={classes.srOnly}>{title}</span>
        </UnstyledButton>
      </Group>
      {open ? <SidebarSkinList query={{ ...list, limit: shown }} onMore={() => sidebar.moreSkins(name)} /> : null}
    </section>
  );
}

const results = (n: number) => `Show ${groupDigits(n)} ${n === 1 ? 'result' : 'results'}`;

const tick = (filters: SkinFilters, category: BrowseCategory, value: string, on: boolean): SkinFilters => {
  const values = (filters[category] ?? []).filter((v) => v !== value);
  const next: SkinFilters = { ...filters, [category]: on ? [...values, value] : values };
  if (next[category]!.length === 0) delete next[category];
  return next;
};

/**
 * Beside the results (a laptop) a tick applies at once; in the drawer (a phone) ticks are a draft that
 * 'Show N results' applies. Applying goes to the choice's address, so it is a page of its own.
 */
function useTicks(query: BrowseQuery, drawer: boolean, close: () => void) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const applied = useMemo(() => tickedOptions(query), [query]);
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    // Another address (a link, back or forward): the ticks follow it.
    setSeen(applied);
    setDraft(applied);
  }
  const apply = (filters: SkinFilters) => {
    if (filtersParam(filters) !== filtersParam(applied)) void navigate(filteredUrl(filters, params), { preventScrollReset: !drawer });
  };
  // The draft's count: one card asked for, its total read (the same cached search the page makes).
  const changed = filtersParam(draft) !== filtersParam(applied);
  const { data: counted } = useEndpoint(
    skinSearch,
    drawer && changed ? searchQuery({ ...query, category: null, value: null, filters: draft }, 1, 1) : null,
    { keepPreviousData: true, onError: () => undefined },
  );
  return {
    draft,
    count: changed ? (counted?.total ?? null) : undefined,
    onTick: (category: BrowseCategory, value: string, on: boolean) => {
      const next = tick(draft, category, value, on);
      setDraft(next);
      if (!drawer) apply(next);
    },
    clear: () => {
      setDraft({});
      if (!drawer) apply({});
    },
    show: () => {
      apply(draft);
      close();
    },
  };
}

/** As a drawer (phones and tablets, `drawer`) it is a dialog with a close button and 'Show N results' at its foot. */
export function FilterSidebar({
  facets,
  sidebar,
  drawer,
  resultCount,
  query,
}: {
  facets: FacetsReply | null;
  sidebar: Sidebar;
  drawer: boolean;
  resultCount: number | null;
  query: BrowseQuery;
}) {
  const ticks = useTicks(query, drawer, sidebar.close);
  const shown = ticks.count === undefined ? resultCount : ticks.count;
  const [text, setText] = useInputState('');
  const q = useDeferredValue(text.trim());
  const { data } = useEndpoint(skinFacets, facetsQuery(q), {
    fallbackData: q === '' && facets ? facets : undefined,
    keepPreviousData: true,
    revalidateOnMount: q !== '' || !facets,
    onError: () => undefined,
  });
  const current = data ?? facets;
  return (
    <FocusTrap active={drawer}>
      {/* A div with a role: an <aside> may not be a dialog, and changing the element would lose the search typed in it. */}
      <div
        id="skin-filters"
        className={classes.sidebar}
        aria-label="Skin filters"
        role={drawer ? 'dialog' : 'complementary'}
        aria-modal={drawer || undefined}
        data-pending={sidebar.ready ? undefined : ''}
        // A filter chosen in the drawer closes it, so the results it picked are what shows.
        onClick={(event) => {
          if (drawer && (event.target as Element).closest('a')) sidebar.close();
        }}
      >
        <Group justify="space-between" className={classes.drawerOnly} px="sm" pt="sm">
          <Text fw={700} size="lg">
            Filters
          </Text>
          <CloseButton size="lg" aria-label="Close filters" onClick={sidebar.close} data-autofocus />
        </Group>
        <Stack gap="xs" p="sm">
          <TextInput label="Search filters" type="search" value={text} onChange={setText} maxLength={100} size="sm" />
          <Link to={browseUrl()} className={classes.sidebarLink}>
            All Skins ({current?.total ?? 0})
          </Link>
          <Link to={paths.skinCollection} className={classes.sidebarLink}>
            My Skin Collection
          </Link>
          {!drawer && filterCount(ticks.draft) > 0 ? (
            <Button variant="default" size="compact-md" onClick={ticks.clear}>
              Clear {filterCount(ticks.draft)} {filterCount(ticks.draft) === 1 ? 'filter' : 'filters'}
            </Button>
          ) : null}
          {current && current.upcoming > 0 ? (
            <Block
              name="upcoming"
              title="Upcoming Skins"
              href={browseUrl('availability', 'Upcoming')}
              count={current.upcoming}
              sidebar={sidebar}
              list={{ category: 'availability', value: 'Upcoming', q: q || undefined }}
            />
          ) : null}
          {current && current.prestige > 0 ? (
            <Block
              name="prestige"
              title="Prestige Skins"
              href={browseUrl('prestige')}
              count={current.prestige}
              sidebar={sidebar}
              list={{ prestige: true, sort: 'champion', q: q || undefined }}
            />
          ) : null}
          {current?.facets.map((facet) => (
            <SidebarSection
              key={facet.category}
              facet={facet}
              q={q}
              sidebar={sidebar}
              autoOpen={q !== '' && facet.entries.length > 0}
              ticked={ticks.draft[facet.category] ?? []}
              onTick={(value, on) => ticks.onTick(facet.category, value, on)}
            />
          ))}
        </Stack>
        <div className={`${classes.drawerOnly} ${classes.drawerFoot}`}>
          <Button variant="default" size="md" flex="none" onClick={ticks.clear} disabled={filterCount(ticks.draft) === 0}>
            Clear
          </Button>
          <Button size="md" flex={1} onClick={ticks.show} aria-live="polite">
            {shown === null ? 'Show results' : results(shown)}
          </Button>
        </div>
      </div>
    </FocusTrap>
  );
}
