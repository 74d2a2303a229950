import type { ReactNode } from 'react';
import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SITE_NAME } from '../../lib/page-meta';
import { ColorSchemeToggle } from '../../components/ColorSchemeToggle';
import { SiteLogo } from '../../components/SiteLogo';
import { ClearBlogCacheButton } from './ClearBlogCacheButton';

interface Props {
  username: string | undefined;
  loggingOut: boolean;
  onLogout: () => void;
  /** Page actions shown before Logout (e.g. 'Skin Dashboard', 'Sync Skins'). */
  children?: ReactNode;
}

export function DashboardHeader({ username, loggingOut, onLogout, children }: Props) {
  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} mb="lg">
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Anchor component={Link} to="/" c="inherit" underline="never" aria-label={`${SITE_NAME}, home`}>
            <SiteLogo />
          </Anchor>
          <Group gap="sm" wrap="wrap" justify="flex-end">
            {username && (
              <Text size="sm" c="dimmed" visibleFrom="sm">
                Signed in as {username}
              </Text>
            )}
            <ColorSchemeToggle />
            <ClearBlogCacheButton />
            {children}
            <Button variant="default" onClick={onLogout} loading={loggingOut}>
              Logout
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
