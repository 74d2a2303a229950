import { Alert } from '@mantine/core';
import { ApiError, errorText } from '../../lib/api-client';

/**
 * A failed catalogue load, worded as the spec has it ('Error: HTTP error! status: 500'). The
 * server's own text is never shown (spec: no server error texts); the loaders log it.
 */
export function LoadError({ error }: { error: unknown }) {
  const refused = error instanceof ApiError && error.status >= 400;
  const message = refused ? `HTTP error! status: ${error.status}` : errorText(error);
  return <Alert color="red" role="alert" title={`Error: ${message}`} />;
}
