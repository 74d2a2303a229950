import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { Group, Stack, TextInput, UnstyledButton } from '@mantine/core';
import { skinFacets, type FacetsReply, type SearchQuery } from '../../../shared/api/skins';
import { paths } from '../../../shared/paths';
import { useEndpoint } from '../../lib/use-endpoint';
import { browseUrl, facetsQuery } from './skins-api';
import { SidebarSection } from './SidebarSection';
import { SidebarSkinList } from './SidebarSkinList';
import { SKINS_START, type Sidebar } from './use-sidebar-state';
import classes from './skins.module.css';

interface BlockProps {
  name: 'upcoming' | 'prestige';
  title: string;
  href: string;
  count: number;
  list: SearchQuery;
  sidebar: Sidebar;
}

/** The upcoming and prestige blocks: shown when they have skins, open by default. */
function Block({ name, title, href, count, list, sidebar }: BlockProps) {
  const open = sidebar.state.expanded.includes(name);
  const shown = sidebar.state.skinCounts[name] ?? SKINS_START;
  return (
    <section aria-label={title}>
      <Group justify="space-between" wrap="nowrap">
        <Link to={href}>
          {title} ({count})
        </Link>
        <UnstyledButton onClick={() => sidebar.toggleSection(name)} aria-expanded={open} className={classes.muted} fz="sm" px={6}>
          {open ? 'Hide' : 'Show'} <span className={classes.srOnly}>{title}</span>
        </UnstyledButton>
      </Group>
      {open ? <SidebarSkinList query={{ ...list, limit: shown }} onMore={() => sidebar.moreSkins(name)} /> : null}
    </section>
  );
}

/** The filter sidebar: its own search, 'All Skins', upcoming and prestige blocks, the ten sections. */
export function FilterSidebar({ facets, sidebar }: { facets: FacetsReply | null; sidebar: Sidebar }) {
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const { data } = useEndpoint(skinFacets, facetsQuery(q), {
    fallbackData: q === '' && facets ? facets : undefined,
    keepPreviousData: true,
    revalidateOnMount: q !== '' || !facets,
    onError: () => undefined,
  });
  const current = data ?? facets;
  return (
    <aside id="skin-filters" className={classes.sidebar} aria-label="Skin filters" data-pending={sidebar.ready ? undefined : ''}>
      <Stack gap="xs" p="sm">
        <TextInput
          label="Search filters"
          type="search"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={100}
          size="sm"
        />
        <Link to={browseUrl()}>All Skins ({current?.total ?? 0})</Link>
        <Link to={paths.skinCollection}>My Skin Collection</Link>
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
          <SidebarSection key={facet.category} facet={facet} q={q} sidebar={sidebar} autoOpen={q !== '' && facet.entries.length > 0} />
        ))}
      </Stack>
    </aside>
  );
}
