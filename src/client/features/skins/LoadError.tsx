import { Alert, Text } from '@mantine/core';
import { ApiError } from '../../lib/api-client';

/**
 * A failed catalogue load, worded as the spec has it ('Error: HTTP error! status: 404'), with
 * the server's reason under it when it gave one.
 */
export function LoadError({ error, detail }: { error: unknown; detail?: string | null }) {
  const refused = error instanceof ApiError && error.status >= 400;
  const message = refused ? `HTTP error! status: ${error.status}` : error instanceof Error ? error.message : String(error);
  return (
    <Alert color="red" role="alert" title={`Error: ${message}`}>
      {(refused ? error.message : detail) ? <Text size="sm">{refused ? error.message : detail}</Text> : null}
    </Alert>
  );
}
