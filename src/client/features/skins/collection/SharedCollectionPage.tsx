import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SkinSort } from '../../../../shared/api/skins';
import { sharedCollectionTitle } from '../../../../shared/collection-link';
import { chromaCount, skinCount } from '../../../../shared/collection-format';
import { paths } from '../../../../shared/paths';
import siteTexts from '../../../../../content/site-texts.json';
import { PageMetaTags } from '../../../components/PageMetaTags';
import { SITE_NAME } from '../../../lib/page-meta';
import { useFooterTag } from '../../../components/footer-tag-context';
import { addToCollection, readCollection, replaceCollection } from '../../../lib/skin-collection';
import { ScriptButton } from '../../../components/ScriptButton';
import { CollectionFigures, CollectionHeading, type Valuation } from './CollectionPage';
import { ImportReport, type ImportResult } from './ImportReport';
import type { SharedCollection } from './shared-loader';
import { INITIAL_SORT, useCollectionPages } from './use-collection-pages';

interface Props {
  view: SharedCollection;
  valuation?: Valuation;
  /** The collection's euro value for the preview title, when the calculator's prices could be read. */
  euros: number | null;
}

/**
 * Read-only, rendered whole by the server from the link. The visitor's own collection is changed only
 * by "Add to my collection", which says what it added and can be undone.
 */
export function SharedCollectionPage({ view, valuation, euros }: Props) {
  useFooterTag('League of Legends');
  const { first } = view;
  const summary = first?.summary ?? null;
  const share = summary && summary.skins + summary.chromas > 0 ? sharedCollectionTitle(summary.skins, summary.rp.total, euros) : null;
  return (
    <Container size="xl" py="lg">
      <PageMetaTags
        page={{
          ...siteTexts.pages.sharedSkinCollection,
          share: share ? { title: share, description: `A League of Legends skin collection shared on ${SITE_NAME}: ${share}.` } : null,
        }}
      />
      <Stack gap="md">
        <CollectionHeading title="Shared Skin Collection" to={paths.skinCollection} link="My collection" />
        {view.error !== null ? (
          <Alert color="red" role="alert" title={`Error: ${view.error}`}>
            <Link to={paths.skins}>Browse all skins</Link>
          </Alert>
        ) : first && summary && summary.skins + summary.chromas > 0 ? (
          <SharedFigures owned={view.owned} first={first} valuation={valuation} />
        ) : (
          <Text>
            This link carries no skins the catalogue knows. Browse the <Link to={paths.skins}>catalogue</Link> to start your own collection.
          </Text>
        )}
      </Stack>
    </Container>
  );
}

function SharedFigures({
  owned,
  first,
  valuation,
}: {
  owned: Record<string, string>;
  first: NonNullable<SharedCollection['first']>;
  valuation: Valuation | undefined;
}) {
  const ids = useMemo(() => Object.keys(owned).map(Number), [owned]);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [sort, setSort] = useState<SkinSort>(INITIAL_SORT);
  const pages = useCollectionPages(ids, sort, q, first);
  const [added, setAdded] = useState<ImportResult | null>(null);
  const { skins, chromas } = first.summary;

  const add = () => {
    // Ids the catalogue does not know would only sit in the visitor's list as dead entries.
    const unknown = new Set(first.unknown.map(String));
    const known = Object.fromEntries(Object.entries(owned).filter(([id]) => !unknown.has(id)));
    // Read when asked rather than watched: a hook on the visitor's collection would re-render these figures
    // after hydration, and nothing here shows it.
    const mine = readCollection();
    const fresh = Object.keys(known).filter((id) => !(id in mine)).length;
    if (fresh > 0) addToCollection(known);
    setAdded({ found: known, unmatched: [], ambiguous: [], added: fresh, already: Object.keys(known).length - fresh, before: mine });
  };

  return (
    <Stack gap="md">
      <Text>
        Someone shared {skinCount(skins)}
        {chromas > 0 ? ` and ${chromaCount(chromas)}` : ''} with you. Your own collection, kept in this browser, does not change unless you
        add them.
      </Text>
      <Group gap="xs">
        <ScriptButton onClick={add} disabled={added !== null}>
          Add to my collection
        </ScriptButton>
        <Button variant="default" component={Link} to={paths.skins}>
          Browse all skins
        </Button>
      </Group>
      {added ? (
        <ImportReport
          result={added}
          undoLabel="Undo"
          onUndo={() => {
            replaceCollection(added.before);
            setAdded(null);
          }}
        />
      ) : null}
      <CollectionFigures
        first={first}
        pages={pages}
        Value={valuation}
        grid={{ search, onSearch: setSearch, sort, onSort: setSort, heading: 'Their skins' }}
        unknownNote={(n) => `${n} ${n === 1 ? 'id' : 'ids'} of this link ${n === 1 ? 'is' : 'are'} not in the catalogue.`}
      />
    </Stack>
  );
}
