import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { notFoundPage } from '../../lib/site-pages';
import { PageMetaTags } from '../../components/PageMetaTags';

export default function NotFoundPage() {
  return (
    <Container size="sm" py={64}>
      <PageMetaTags page={notFoundPage} />
      <Stack align="flex-start">
        <Text c="dimmed" fw={700}>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text>The page you asked for does not exist or has moved.</Text>
        <Button component={Link} to="/">
          Check your Account Value
        </Button>
      </Stack>
    </Container>
  );
}
