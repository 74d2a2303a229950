import { Alert, Text } from '@mantine/core';
import { SkinLoadError } from './skins-api';

/** 'Error: {message}' (spec), with the server's reason under it when it gave one. */
export function LoadError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Alert color="red" role="alert" title={`Error: ${message}`}>
      {error instanceof SkinLoadError && error.detail ? <Text size="sm">{error.detail}</Text> : null}
    </Alert>
  );
}
