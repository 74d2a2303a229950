import { useState } from 'react';
import { Button } from '@mantine/core';
import { toast } from 'react-toastify';
import { operatorPath } from '../../../shared/api/auth';
import { CLEAR_BLOG_CACHE_MESSAGE, blogPaths } from '../../../shared/api/blog';
import { apiPost } from '../../lib/api-client';
import { errorText, replyMessage } from './operator-api';

/** 'Clear Blog Cache': the next visitor gets the posts fresh from Contentful, on every instance. */
export function ClearBlogCacheButton() {
  const [busy, setBusy] = useState(false);
  const clear = async () => {
    setBusy(true);
    try {
      toast.success(replyMessage(await apiPost<unknown>(operatorPath(blogPaths.operator.clearCache)), CLEAR_BLOG_CACHE_MESSAGE));
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
