import { defineConfig } from 'vite';
import { productionWhenBuilding } from './build/vite/build-env';

// Bundles the Fastify server into one ESM file; node_modules stay external.
export default defineConfig(({ command }) => {
  productionWhenBuilding(command);
  return {
    publicDir: false,
    build: {
      ssr: 'src/server/server.ts',
      outDir: 'dist/server',
      emptyOutDir: true,
      target: 'node20',
      sourcemap: true,
      rolldownOptions: { output: { entryFileNames: 'server.js' } },
    },
  };
});
