import { defineConfig } from 'vite';
import { productionWhenBuilding } from './build/vite/build-env';
import react from '@vitejs/plugin-react';
import { clientAliases, fastStyleProps, stableMantineIds } from './build/vite/client-resolve';
import { stylesheetFirst } from './build/vite/head-order';
import { SKIN_IMAGE_BASE } from './src/shared/skin-images';
import { precompressAssets } from './build/vite/precompress';
import { dropUnusedMantineCss } from './build/vite/unused-mantine-css';
import { themeVariables } from './build/vite/theme-variables';
import { dataFileErrors } from './build/vite/data-file-errors';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

// The client bundle. The server is built separately (vite.server.config.ts).
export default defineConfig(({ command }) => {
  productionWhenBuilding(command);
  return {
    plugins: [
      dataFileErrors(),
      themeVariables(),
      react(),
      stylesheetFirst(),
      stableMantineIds(),
      fastStyleProps(),
      dropUnusedMantineCss(),
      precompressAssets(),
    ],
    resolve: { alias: clientAliases },
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      sourcemap: true,
      assetsInlineLimit: 0,
      // No preload helper before each dynamic import: it appended a modulepreload link per chunk of the
      // route (about 40 for a calculator) inside the task that hydrates, the longest of the page on a
      // phone. The chunks' own imports fetch the same files (decision 0023).
      modulePreload: false,
      // One stylesheet for every page: a server-rendered page is styled before any route chunk loads (no shift).
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Everything the entry imports statically, in one file: a page's first load is one request, not twenty.
              { name: 'app', tags: ['$initial'], priority: 2 },
            ],
          },
        },
      },
    },
    server: {
      // `npm run dev` runs the API on 3001 and this dev server in front of it; the server also serves the skin images,
      // the icons, robots.txt, the sitemaps and share images (src/server/seo).
      proxy: {
        '/api': apiTarget,
        [SKIN_IMAGE_BASE]: apiTarget,
        '^/(favicon\\.(ico|svg)|apple-touch-icon\\.png|icon-\\d+\\.png|manifest\\.webmanifest|robots\\.txt|sitemap\\.xml|sitemaps/|og/)':
          apiTarget,
      },
    },
  };
});
