import { memo } from 'react';
import { Link } from 'react-router';
import { Group, Stack, Text, Title } from '@mantine/core';
import { GROUPS_PER_PAGE, skinGroups, type GroupsReply } from '../../../shared/api/skins';
import { entryLabel } from '../../../shared/skin-text';
import { browseUrl, groupsQuery, type BrowseQuery } from './skins-api';
import { useEndpointPages } from '../../lib/use-endpoint-pages';
import { SkinCard, type SkinView } from './SkinCard';
import { LoadError } from './LoadError';
import classes from './skins.module.css';

interface GroupedProps {
  query: BrowseQuery & { category: NonNullable<BrowseQuery['category']> };
  first: GroupsReply;
  view: SkinView;
  from: string;
}

export const GroupedSections = memo(function GroupedSections({ query, first, view, from }: GroupedProps) {
  const { pages, more, loading, error, sentinel } = useEndpointPages(skinGroups, (page) => groupsQuery(query, page), {
    fallbackData: [first],
    more: (loaded) => loaded.length * GROUPS_PER_PAGE < (loaded[0]?.totalGroups ?? 0),
  });
  const groups = pages.flatMap((p) => p.groups);
  if (error && groups.length === 0) return <LoadError error={error} />;
  const category = first.category;
  return (
    <Stack gap="xl">
      {groups.length === 0 ? <Text>No skins match this search.</Text> : null}
      {groups.map((group, gi) => (
        <section key={group.value} aria-labelledby={`group-${gi}`}>
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h3" id={`group-${gi}`}>
              {entryLabel(category, group.value)} ({group.count})
            </Title>
            <Link to={browseUrl(category, group.value)} aria-label={`Show More ${entryLabel(category, group.value)} skins`}>
              Show More
            </Link>
          </Group>
          <div className={`${classes.grid} ${view === 'splash' ? classes.gridSplash : ''}`}>
            {group.items.map((skin, i) => (
              <SkinCard key={skin.riot_id} skin={skin} view={view} showRarity={false} eager={gi === 0 && i < 4} from={from} />
            ))}
          </div>
        </section>
      ))}
      <div ref={sentinel} className={classes.sentinel} />
      <div className={classes.loadingMore} aria-live="polite">
        {more && loading ? <Text ta="center">Loading more skins...</Text> : null}
      </div>
    </Stack>
  );
});
