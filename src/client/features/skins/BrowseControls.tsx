import { Group, NativeSelect, SegmentedControl, TextInput, VisuallyHidden } from '@mantine/core';
import { SKIN_SORTS, SORT_LABELS, type SkinSort } from '../../../shared/api/skins';
import type { SkinView } from './SkinCard';
import { KeptFragment } from '../../lib/kept-fragment';

interface ControlsProps {
  search: string;
  onSearch: (text: string) => void;
  view: SkinView;
  onView: (view: SkinView) => void;
  sort: SkinSort;
  onSort: (sort: SkinSort) => void;
  searchDisabled: boolean;
}

export const SEARCH_INPUT_ID = 'skin-search';

/** Search (case-insensitive on the name; '/' focuses it), view toggle Tile / Splash / Loading, sort. */
export function BrowseControls({ search, onSearch, view, onView, sort, onSort, searchDisabled }: ControlsProps) {
  // The same markup on every catalogue page of one search, view and sort: kept (decision 0057).
  return (
    <KeptFragment as="div" name="browse-controls" deps={[search, searchDisabled, view, sort]}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          id={SEARCH_INPUT_ID}
          label="Search skins"
          placeholder="Search by name (press /)"
          type="search"
          value={search}
          disabled={searchDisabled}
          onChange={(event) => onSearch(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
          maxLength={100}
        />
        <div>
          <VisuallyHidden id="skin-view-label">Image</VisuallyHidden>
          <SegmentedControl
            aria-labelledby="skin-view-label"
            value={view}
            onChange={(value) => onView(value as SkinView)}
            data={[
              { value: 'tile', label: 'Tile' },
              { value: 'splash', label: 'Splash' },
              { value: 'loading', label: 'Loading' },
            ]}
          />
        </div>
        <NativeSelect
          label="Sort"
          value={sort}
          onChange={(event) => onSort(event.currentTarget.value as SkinSort)}
          data={SKIN_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        />
      </Group>
    </KeptFragment>
  );
}
