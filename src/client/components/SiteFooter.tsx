import { Container, Text } from '@mantine/core';

export function SiteFooter() {
  return (
    <Container component="footer" size="xl" py="lg" w="100%">
      <Text size="sm" c="dimmed">© 2024-2025</Text>
    </Container>
  );
}
