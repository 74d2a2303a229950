import { useEffect, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { toast } from 'react-toastify';
import { BannerEditor } from './BannerEditor';
import { DashboardSection } from './DashboardSection';
import { bannerUrlProblem } from './banner-url';
import { saveWasteBanner, type WasteBanner as Banner } from '../../../shared/api/banners';
import { callApi } from '../../lib/api-client';
import { errorText } from './operator-api';

interface Props {
  initial: Banner;
  /** Tells the page whether this section holds unsaved edits (under the given key). */
  onDirtyChange: (key: string, dirty: boolean) => void;
}

/** 'Waste Banner': the one banner of the time-wasted lookup page. */
export function WasteBannerSection({ initial, onDirtyChange }: Props) {
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const dirty = draft.hidden !== saved.hidden || draft.imageUrl !== saved.imageUrl || draft.link !== saved.link;

  useEffect(() => onDirtyChange('waste-banner', dirty), [dirty, onDirtyChange]);

  const save = async () => {
    if (bannerUrlProblem(draft.imageUrl) || bannerUrlProblem(draft.link)) {
      toast.error('Fix the highlighted addresses before saving');
      return;
    }
    setSaving(true);
    try {
      const message = await callApi(saveWasteBanner, { body: draft });
      setSaved(draft);
      toast.success(message);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <DashboardSection title="Waste Banner" dirty={dirty}>
      <BannerEditor banner={draft} label="Time-wasted page banner" onChange={setDraft} />
      <Group justify="flex-end">
        <Button onClick={save} loading={saving}>
          Save Changes
        </Button>
      </Group>
    </DashboardSection>
  );
}
