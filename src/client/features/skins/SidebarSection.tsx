import { Link } from 'react-router';
import { Button, Checkbox, Group, Text, UnstyledButton } from '@mantine/core';
import { skinFacets, type Facet } from '../../../shared/api/skins';
import { useEndpoint } from '../../lib/use-endpoint';
import { KeptFragment } from '../../lib/kept-fragment';
import { CATEGORY_LABELS, entryLabel } from '../../../shared/skin-text';
import { browseUrl, facetsQuery } from './skins-api';
import { SidebarSkinList } from './SidebarSkinList';
import { ITEMS_START, SKINS_START, type Sidebar } from './use-sidebar-state';
import classes from './skins.module.css';

interface SectionProps {
  facet: Facet;
  q: string;
  sidebar: Sidebar;
  autoOpen: boolean;
  ticked: readonly string[];
  onTick: (value: string, on: boolean) => void;
}

/** Ticks combine (Epic or Legendary, and Legacy). */
export function SidebarSection({ facet, q, sidebar, autoOpen, ticked, onTick }: SectionProps) {
  const { category } = facet;
  const open = autoOpen || sidebar.state.expanded.includes(category);
  const shown = sidebar.state.itemCounts[category] ?? ITEMS_START;
  // The first 10 entries come with the sidebar's counts; more are fetched for this section alone.
  const { data } = useEndpoint(skinFacets, open && shown > ITEMS_START ? facetsQuery(q, category, shown) : null, {
    keepPreviousData: true,
    onError: () => undefined,
  });
  const entries = (shown > ITEMS_START ? data?.facets[0]?.entries : null) ?? facet.entries;
  const label = CATEGORY_LABELS[category];
  const listId = `filter-${category}`;
  const anyEntryOpen = sidebar.state.expandedSub.some((key) => key.startsWith(`${category}|`));
  // The same on every catalogue page that ticks nothing in it (decision 0057), unless an entry lists its
  // skins, which it fetches itself; a ticked section is the page's own.
  return (
    <KeptFragment
      as="section"
      name={`sidebar-${category}`}
      deps={[category, facet.values, open, shown, entries.slice(0, shown)]}
      keep={ticked.length === 0 && !anyEntryOpen}
      aria-label={label}
    >
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Link to={browseUrl(category)} className={classes.sidebarLink}>
          {label} ({facet.values})
        </Link>
        <UnstyledButton
          onClick={() => sidebar.toggleSection(category)}
          aria-expanded={open}
          aria-controls={listId}
          className={`${classes.muted} ${classes.tap}`}
          fz="sm"
          px={6}
        >
          {open ? 'Hide' : 'Show'} <span className={classes.srOnly}>{label}</span>
        </UnstyledButton>
      </Group>
      {open ? (
        <ul id={listId} className={classes.optionList}>
          {entries.slice(0, shown).map((entry) => {
            const name = entryLabel(category, entry.name);
            const key = `${category}|${entry.name}`;
            const entryOpen = sidebar.state.expandedSub.includes(key);
            return (
              <li key={entry.name}>
                {/* The spec's entry: a link to its value's page with its count, opening to its skins; the tick filters. */}
                <Group gap={6} wrap="nowrap" justify="space-between">
                  <Group gap={6} wrap="nowrap" miw={0}>
                    <Checkbox
                      size="md"
                      aria-label={`Filter by ${name}`}
                      checked={ticked.includes(entry.name)}
                      onChange={(event) => onTick(entry.name, event.currentTarget.checked)}
                    />
                    <Link to={browseUrl(category, entry.name)} className={`${classes.sidebarLink} ${classes.optionLabel}`}>
                      {name} ({entry.count}){entry.derived > 0 && category === 'price' ? ` · ${entry.derived} derived` : ''}
                    </Link>
                  </Group>
                  <UnstyledButton
                    onClick={() => sidebar.toggleEntry(key)}
                    aria-expanded={entryOpen}
                    fz="sm"
                    px={6}
                    className={classes.tap}
                    aria-label={`${entryOpen ? 'Hide' : 'Show'} ${name} skins`}
                  >
                    {entryOpen ? '−' : '+'}
                  </UnstyledButton>
                </Group>
                {entryOpen ? (
                  <SidebarSkinList
                    query={{
                      category,
                      value: entry.name,
                      q: q || undefined,
                      sort: 'champion',
                      limit: sidebar.state.skinCounts[key] ?? SKINS_START,
                    }}
                    onMore={() => sidebar.moreSkins(key)}
                  />
                ) : null}
              </li>
            );
          })}
          {entries.length === 0 ? <Text size="xs">No matches.</Text> : null}
        </ul>
      ) : null}
      {open && shown < facet.values ? (
        <Button size="compact-sm" h={28} variant="subtle" onClick={() => sidebar.moreItems(category)} mb="xs">
          Load More
        </Button>
      ) : null}
    </KeptFragment>
  );
}
