import { useCallback, useState } from 'react';
import { revisionsOf } from '../../../shared/api/revisions';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { toast } from 'react-toastify/unstyled';
import { BannerEditor } from './BannerEditor';
import { DraftConflict, reportUnlessConflict } from './ConflictPanel';
import { DashboardSection } from './DashboardSection';
import { RevisionHistory } from './RevisionHistory';
import {
  isSafeBannerUrl,
  saveSideBanners,
  sideBannerName,
  sideBannerRevisions,
  sideBanners,
  type Banner,
} from '../../../shared/api/banners';
import { href } from '../../../shared/api/endpoint';
import { callApi } from '../../lib/api-client';
import { useDraft } from './use-draft';

interface Props {
  initial: Banner[];
  onDirtyChange: (key: string, dirty: boolean) => void;
}

/** The draft: banners by id, so each banner's changes have a path of their own ('/3/link'). */
type Drafts = Record<string, Banner>;

const slotName = (position: number) => `${sideBannerName(position)} (position ${position})`;

const same = (a: Banner, b: Banner | undefined) =>
  !!b && a.hidden === b.hidden && a.imageUrl === b.imageUrl && a.link === b.link && a.position === b.position;

const byId = (banners: Banner[]): Drafts => Object.fromEntries(banners.map((b) => [String(b.id), b]));
const sameDrafts = (a: Drafts, b: Drafts) =>
  Object.keys(a).length === Object.keys(b).length && Object.values(a).every((d) => same(d, b[d.id]));

export function BannersSection({ initial, onDirtyChange }: Props) {
  const [history, setHistory] = useState<number | null>(null);
  const onDirty = useCallback((dirty: boolean) => onDirtyChange('banners', dirty), [onDirtyChange]);
  const draft = useDraft<Banner[], Drafts>({
    key: href(sideBanners),
    fetcher: () => callApi(sideBanners),
    initial,
    draftOf: byId,
    same: sameDrafts,
    // The edited banners in one request, all or nothing, each with the revision it was read at.
    send: async (drafts, base) => {
      const edited = Object.values(drafts).flatMap((banner) => {
        const stored = base.find((b) => b.id === banner.id);
        return same(banner, stored) ? [] : [{ ...banner, revision: stored?.revision ?? 1 }];
      });
      toast.success(await callApi(saveSideBanners, { body: { banners: edited } }));
    },
    onDirtyChange: onDirty,
  });
  const banners = Object.values(draft.value ?? {}).sort((a, b) => a.position - b.position);

  const save = async () => {
    if (!draft.dirty) {
      toast.info('No changes to save');
      return;
    }
    if (banners.some((b) => !isSafeBannerUrl(b.imageUrl) || !isSafeBannerUrl(b.link))) {
      toast.error('Fix the highlighted addresses before saving');
      return;
    }
    await draft.save().catch(reportUnlessConflict(toast.error));
  };

  return (
    <DashboardSection title="Advertisement Banners" dirty={draft.dirty}>
      <DraftConflict draft={draft} onError={toast.error} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {banners.map((banner) => (
          <Stack key={banner.id} gap="xs">
            <BannerEditor
              banner={banner}
              label={slotName(banner.position)}
              onChange={(next) => draft.change({ ...(draft.value ?? {}), [String(next.id)]: next })}
            />
            <Button
              variant="subtle"
              size="xs"
              aria-expanded={history === banner.id}
              onClick={() => setHistory((open) => (open === banner.id ? null : banner.id))}
            >
              History of {slotName(banner.position).toLowerCase()}
            </Button>
            {history === banner.id && (
              <RevisionHistory revisions={revisionsOf(sideBannerRevisions, { id: banner.id })} onRestored={() => void draft.refresh()} />
            )}
          </Stack>
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={draft.saving}>
          Save Changes
        </Button>
      </Group>
    </DashboardSection>
  );
}
