import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Box, Center, Loader } from '@mantine/core';
import { SiteHeader } from '../components/SiteHeader';
import { SiteFooter } from '../components/SiteFooter';
import { FooterTagProvider } from '../components/footer-tag-context';

/** The frame of every page: header, the routed page, footer (which shows the page's game tag). */
export function AppShellLayout() {
  return (
    <FooterTagProvider>
      <Box mih="100vh" display="flex" style={{ flexDirection: 'column' }}>
        <SiteHeader />
        <Box component="main" id="main" style={{ flex: 1 }}>
          <Suspense fallback={<Center py="xl"><Loader aria-label="Loading page" /></Center>}>
            <Outlet />
          </Suspense>
        </Box>
        <SiteFooter />
      </Box>
      <ScrollRestoration />
    </FooterTagProvider>
  );
}
