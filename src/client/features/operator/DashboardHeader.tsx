import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SITE_NAME } from '../../../shared/pages';

interface Props {
  username: string | undefined;
  loggingOut: boolean;
  onLogout: () => void;
}

/** The dashboard's own header: the logo back to the site and the operator's actions. */
export function DashboardHeader({ username, loggingOut, onLogout }: Props) {
  return (
    <Container component="header" size="lg" py="sm" w="100%">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Anchor component={Link} to="/" fw={800} fz="lg" underline="never" aria-label={`${SITE_NAME} home`}>
          {SITE_NAME}
        </Anchor>
        <Group gap="sm" wrap="nowrap">
          {username && <Text size="sm" c="dimmed" visibleFrom="xs">Signed in as {username}</Text>}
          <Button variant="default" onClick={onLogout} loading={loggingOut}>Logout</Button>
        </Group>
      </Group>
    </Container>
  );
}
