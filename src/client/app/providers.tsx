import type { ReactNode } from 'react';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { SWRConfig } from 'swr';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import { errorText } from '../lib/api-client';
import { theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: 'mantine-color-scheme-value' });

/** Every failed load becomes a toast (spec: top-right, 5000 ms). */
const swrOptions = {
  revalidateOnFocus: false,
  onError: (error: unknown) => {
    toast.error(errorText(error), { toastId: error instanceof Error ? error.message : undefined });
  },
};

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      withStaticClasses={false}
      // Both are in the stylesheet, rendered once at build time (build/vite/theme-variables.ts).
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <SWRConfig value={swrOptions}>
        {children}
        <ToastContainer position="top-right" autoClose={5000} theme="colored" newestOnTop />
      </SWRConfig>
    </MantineProvider>
  );
}
