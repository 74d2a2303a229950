import { useState } from 'react';
import { Button } from '@mantine/core';
import { toast } from 'react-toastify/unstyled';
import { clearBlogCache } from '../../../shared/api/blog';
import { callApi, errorText } from '../../lib/api-client';

/** 'Clear Blog Cache': the next visitor gets the posts fresh from Contentful, on every instance. */
export function ClearBlogCacheButton() {
  const [busy, setBusy] = useState(false);
  const clear = async () => {
    setBusy(true);
    try {
      toast.success(await callApi(clearBlogCache, { body: {} }));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" onClick={() => void clear()} loading={busy}>
      Clear Blog Cache
    </Button>
  );
}
