import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Box, Center, Loader } from '@mantine/core';
import { SiteHeader } from '../components/SiteHeader';
import { SiteFooter } from '../components/SiteFooter';

/** The frame of every page: header, the routed page, footer. */
export function AppShellLayout() {
  return (
    <Box mih="100vh" display="flex" style={{ flexDirection: 'column' }}>
      <SiteHeader />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Suspense fallback={<Center py="xl"><Loader aria-label="Loading page" /></Center>}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
