import { Container, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { SITE_NAME } from '../../lib/page-meta';
import { ColorSchemeToggle } from '../../components/ColorSchemeToggle';
import { DesktopMenu } from './DesktopMenu';
import { MobileMenu } from './MobileMenu';
import { SiteLogo } from '../../components/SiteLogo';
import { currentNavLinks, type SiteNav } from './nav-links';
import { KeptFragment } from '../../lib/kept-fragment';
import classes from './SiteHeader.module.css';

export function SiteHeader({ nav }: { nav: SiteNav }) {
  const { pathname } = useLocation();
  return (
    <KeptFragment as="header" name="site-header" deps={[nav, currentNavLinks(nav, pathname)]} className={classes.header}>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <Container size={1500} className={classes.inner} px={{ base: 'sm', sm: 'md', lg: 'xl' }}>
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Link to="/" className={classes.logo} aria-label={`${SITE_NAME}, home`}>
            <SiteLogo />
          </Link>
          <Group visibleFrom="xl" gap="xs" wrap="nowrap">
            <DesktopMenu accounts={nav.accounts} currency={nav.currency} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ColorSchemeToggle />
            <Group hiddenFrom="xl">
              <MobileMenu accounts={nav.accounts} currency={nav.currency} />
            </Group>
          </Group>
        </Group>
      </Container>
    </KeptFragment>
  );
}
