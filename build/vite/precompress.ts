import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Smaller files gain nothing worth a second file (and the server would not compress them either). */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html)$/;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every compressible file of the build,
 * which the server sends as they are (@fastify/static `preCompressed`). Compressing on the fly must be
 * quick, so it is light (brotli quality 4); done once here, it is as small as brotli makes it.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      if (!fs.existsSync(assets)) return;
      for (const name of fs.readdirSync(assets)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = path.join(assets, name);
        const body = fs.readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}
