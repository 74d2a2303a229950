import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLoaderData } from 'react-router';
import { Box, Center, Loader } from '@mantine/core';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { FooterTagProvider } from '../../components/footer-tag-context';
import { SiteLinksProvider } from '../../lib/site-links';
import { NO_SITE_LINKS, type SiteLinks } from '../../../shared/api/site-links';
import { HydratedMark } from '../HydratedMark';
import { siteNav } from './site-nav';
import { useScrollToHash } from './use-scroll-to-hash';
import './shell.css';

export function AppShellLayout() {
  useScrollToHash();
  const links = useLoaderData() as SiteLinks | null | undefined;
  return (
    <SiteLinksProvider links={links ?? NO_SITE_LINKS}>
      <FooterTagProvider>
        <Box mih="100vh" display="flex" style={{ flexDirection: 'column' }}>
          <SiteHeader nav={siteNav} />
          <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
            <Suspense
              fallback={
                <Center py="xl">
                  <Loader aria-label="Loading page" />
                </Center>
              }
            >
              <Outlet />
              <HydratedMark />
            </Suspense>
          </Box>
          <SiteFooter games={siteNav.games} currency={siteNav.currency} />
        </Box>
        <ScrollRestoration />
      </FooterTagProvider>
    </SiteLinksProvider>
  );
}
