import { useEffect, useState } from 'react';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { toast } from 'react-toastify';
import { BannerEditor } from './BannerEditor';
import { DashboardSection } from './DashboardSection';
import { bannerUrlProblem } from './banner-url';
import { saveSideBanner, type Banner } from '../../../shared/api/banners';
import { callApi } from '../../lib/api-client';
import { errorText } from './operator-api';

interface Props {
  initial: Banner[];
  /** Tells the page whether this section holds unsaved edits (under the given key). */
  onDirtyChange: (key: string, dirty: boolean) => void;
}

const slotName = (position: number) =>
  position === 1 ? 'Left banner (position 1)' : position === 2 ? 'Right banner (position 2)' : `Banner (position ${position})`;

const same = (a: Banner, b: Banner | undefined) =>
  !!b && a.hidden === b.hidden && a.imageUrl === b.imageUrl && a.link === b.link && a.position === b.position;

/** 'Advertisement Banners': the side slots; Save Changes sends each edited banner on its own. */
export function BannersSection({ initial, onDirtyChange }: Props) {
  const [saved, setSaved] = useState(() => [...initial].sort((a, b) => a.position - b.position));
  const [drafts, setDrafts] = useState(saved);
  const [saving, setSaving] = useState(false);
  const changed = drafts.filter(
    (draft) =>
      !same(
        draft,
        saved.find((s) => s.id === draft.id),
      ),
  );
  const dirty = changed.length > 0;

  useEffect(() => onDirtyChange('banners', dirty), [dirty, onDirtyChange]);

  const save = async () => {
    if (!dirty) {
      toast.info('No changes to save');
      return;
    }
    if (changed.some((b) => bannerUrlProblem(b.imageUrl) || bannerUrlProblem(b.link))) {
      toast.error('Fix the highlighted addresses before saving');
      return;
    }
    setSaving(true);
    for (const banner of changed) {
      try {
        const message = await callApi(saveSideBanner, { body: banner });
        setSaved((list) => list.map((s) => (s.id === banner.id ? banner : s)));
        toast.success(message);
      } catch (error) {
        toast.error(errorText(error));
      }
    }
    setSaving(false);
  };

  return (
    <DashboardSection title="Advertisement Banners" dirty={dirty}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {drafts.map((banner) => (
          <BannerEditor
            key={banner.id}
            banner={banner}
            label={slotName(banner.position)}
            onChange={(next) => setDrafts((list) => list.map((b) => (b.id === next.id ? next : b)))}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={save} loading={saving}>
          Save Changes
        </Button>
      </Group>
    </DashboardSection>
  );
}
