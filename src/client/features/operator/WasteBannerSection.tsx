import { useCallback, useState } from 'react';
import { revisionsOf } from '../../../shared/api/revisions';
import { Button, Group } from '@mantine/core';
import { toast } from 'react-toastify/unstyled';
import { BannerEditor } from './BannerEditor';
import { DraftConflict, reportUnlessConflict } from './ConflictPanel';
import { DashboardSection } from './DashboardSection';
import { RevisionHistory } from './RevisionHistory';
import {
  WASTE_BANNER_NAME,
  isSafeBannerUrl,
  saveWasteBanner,
  wasteBanner,
  wasteBannerRevisions,
  type WasteBanner as Banner,
} from '../../../shared/api/banners';
import { href } from '../../../shared/api/endpoint';
import { callApi } from '../../lib/api-client';
import { ifMatch } from './revision-call';
import { useDraft } from './use-draft';

interface Props {
  initial: Banner;
  onDirtyChange: (key: string, dirty: boolean) => void;
}

const same = (a: Banner, b: Banner) => a.hidden === b.hidden && a.imageUrl === b.imageUrl && a.link === b.link;

export function WasteBannerSection({ initial, onDirtyChange }: Props) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const onDirty = useCallback((dirty: boolean) => onDirtyChange('waste-banner', dirty), [onDirtyChange]);
  const draft = useDraft<Banner>({
    key: href(wasteBanner),
    fetcher: () => callApi(wasteBanner),
    initial,
    same,
    send: async (body, base) => {
      toast.success(await callApi(saveWasteBanner, { body, headers: ifMatch(base.revision) }));
    },
    onDirtyChange: onDirty,
  });
  const banner = draft.value ?? initial;

  const save = async () => {
    if (!isSafeBannerUrl(banner.imageUrl) || !isSafeBannerUrl(banner.link)) {
      toast.error('Fix the highlighted addresses before saving');
      return;
    }
    await draft.save(banner).catch(reportUnlessConflict(toast.error));
  };

  return (
    <DashboardSection title="Waste Banner" dirty={draft.dirty}>
      <DraftConflict draft={draft} onError={toast.error} />
      <BannerEditor banner={banner} label={WASTE_BANNER_NAME} onChange={draft.change} />
      <Group justify="space-between">
        <Button variant="default" onClick={() => setHistoryOpen((open) => !open)} aria-expanded={historyOpen}>
          History
        </Button>
        <Button onClick={() => void save()} loading={draft.saving}>
          Save Changes
        </Button>
      </Group>
      {historyOpen && <RevisionHistory revisions={revisionsOf(wasteBannerRevisions, {})} onRestored={() => void draft.refresh()} />}
    </DashboardSection>
  );
}
