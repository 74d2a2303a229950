import { defineConfig } from 'vite';
import { productionWhenBuilding } from './vite.build-env';
import react from '@vitejs/plugin-react';
import { stylesheetFirst } from './vite.head-order';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

// The client bundle. The server is built separately (vite.server.config.ts).
export default defineConfig(({ command }) => {
  productionWhenBuilding(command);
  return {
    plugins: [react(), stylesheetFirst()],
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      sourcemap: true,
      assetsInlineLimit: 0,
      // One stylesheet for every page: a server-rendered page is styled before any route chunk loads (no shift).
      cssCodeSplit: false,
    },
    server: {
      // `npm run dev` runs the API on 3001 and this dev server in front of it.
      proxy: { '/api': apiTarget },
    },
  };
});
