import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { HydratedMark } from './HydratedMark';
// Static: the server renders the not-found page of an unknown post in the same pass.
import NotFoundPage from '../features/not-found/NotFoundPage';

/** Shown when a page fails to load or render (e.g. a chunk could not be fetched after a deploy). */
export function RouteError() {
  const error = useRouteError();
  // A loader's 404 (an unknown blog post) is the site's not-found page, not a failure.
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">{message}</Text>
        <Button onClick={() => window.location.reload()} w="fit-content">
          Reload the page
        </Button>
      </Stack>
      <HydratedMark />
    </Container>
  );
}
