import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ConverterRegistry } from '../../engine/converter-registry';
import type { ServerConfig } from '../env';
import type { Feature, SitemapSection } from '../feature';
import { SITE_NAME } from '../../shared/share-image';
import { registerSeo } from './seo-routes';

/** The converter pages (their data files, as the client's routes use them); lastmod unknown. */
const converterSection = (converters: ConverterRegistry): SitemapSection => ({
  name: 'converters',
  entries: async () => converters.converters.map((c) => ({ path: c.route, lastmod: null, title: c.meta.title })),
});

/** Beside the SQLite file (kept with the data); on PostgreSQL or in memory, the system's temporary folder. */
function shareCacheDir(config: ServerConfig): string | null {
  const { database } = config;
  if (database.kind === 'sqlite') return database.file === ':memory:' ? null : path.join(path.dirname(database.file), 'share-images');
  return path.join(os.tmpdir(), 'account-value-share-images');
}

export function registerFeatureSeo(
  app: FastifyInstance,
  {
    config,
    features,
    converters,
    onRender,
    warmUp = false,
  }: {
    config: ServerConfig;
    features: readonly Feature[];
    converters?: ConverterRegistry;
    onRender?: (ms: number) => void;
    /** Ready the share images' fonts once listening (server.ts); tests leave it off, as it takes a second of work. */
    warmUp?: boolean;
  },
): void {
  registerSeo(app, {
    publicUrl: config.publicUrl,
    siteName: SITE_NAME,
    sections: [...features.flatMap((f) => f.sitemap ?? []), ...(converters ? [converterSection(converters)] : [])],
    shareCards: features.flatMap((f) => (f.shareCard ? [f.shareCard] : [])),
    shareCacheDir: shareCacheDir(config),
    shareCacheBytes: config.shareImageCacheBytes,
    onRender,
    warmUp,
  });
}
