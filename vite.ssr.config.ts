import { defineConfig } from 'vite';
import { productionWhenBuilding } from './build/vite/build-env';
import react from '@vitejs/plugin-react';
import { clientAliases, fastStyleProps } from './build/vite/client-resolve';

// The client's server-rendering entry, for Node: the server imports dist/ssr/entry-server.js by
// path (decision 0012). Same plugins as the client build, so CSS-module class names match.
export default defineConfig(({ command }) => {
  productionWhenBuilding(command);
  return {
    plugins: [react(), fastStyleProps()],
    resolve: { alias: clientAliases },
    publicDir: false,
    // react-tweet ships CSS modules, which Node cannot import: bundle it, so its class names match the
    // client's. Mantine is bundled so fastStyleProps reaches it, with the packages that import it
    // (one copy of its contexts).
    ssr: { noExternal: ['react-tweet', '@mantine/core', '@mantine/dates', '@rjsf/mantine'] },
    build: {
      ssr: 'src/client/entry-server.tsx',
      outDir: 'dist/ssr',
      emptyOutDir: true,
      target: 'node20',
      sourcemap: true,
      rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
    },
  };
});
