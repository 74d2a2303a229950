import { Container, Text } from '@mantine/core';
import { useCurrentFooterTag } from './footer-tag-context';

export function SiteFooter() {
  const tag = useCurrentFooterTag();
  return (
    <Container component="footer" size="xl" py="lg" w="100%">
      <Text size="sm" c="dimmed">© 2024-2025</Text>
      {tag && <Text size="sm" c="dimmed" data-testid="footer-tag">{tag}</Text>}
    </Container>
  );
}
