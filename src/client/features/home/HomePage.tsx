import { Container, Stack, Text, Title } from '@mantine/core';
import { PageMetaTags } from '../../components/PageMetaTags';

// Placeholder landing page; the League of Legends calculator replaces it.
export default function HomePage() {
  return (
    <Container size="md" py="xl">
      <PageMetaTags page={{ title: 'League of Legends Account Value Calculator', description: 'Estimate the real and market value of your League of Legends account in euros.' }} />
      <Stack>
        <Title order={1}>League of Legends Account Value Calculator</Title>
        <Text>Estimate what your account is worth in euros.</Text>
      </Stack>
    </Container>
  );
}
