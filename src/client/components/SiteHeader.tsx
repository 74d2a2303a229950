import { Anchor, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { SITE_NAME } from '../../shared/pages';

export function SiteHeader() {
  return (
    <Container component="header" size="xl" py="sm" w="100%">
      <Group justify="space-between">
        <Anchor component={Link} to="/" fw={800} fz="lg" underline="never" aria-label={`${SITE_NAME} home`}>
          {SITE_NAME}
        </Anchor>
        <ColorSchemeToggle />
      </Group>
    </Container>
  );
}
