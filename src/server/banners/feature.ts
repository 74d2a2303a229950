import { BANNER_MESSAGES, type Banner, type BannerValue } from '../../shared/api/banners';
import {
  saveSideBanner,
  saveSideBanners,
  saveWasteBanner,
  sideBannerRevisions,
  sideBanners,
  storedSideBanner,
  storedWasteBanner,
  wasteBanner,
  wasteBannerRevisions,
} from '../../shared/api/banners.schemas';
import type { Db } from '../db/database';
import type { FeatureFactory } from '../feature';
import { httpError } from '../http/http-error';
import { mount, mountCached } from '../http/mount';
import { readHeads } from '../revisions/revision-store';
import { baseOf, createRevisions, mountRevisionRoutes, mountStoredValue, type ResourceKind } from '../revisions/revisioned-resource';
import { operatorOf } from '../security/operator-request';
import { bannerResource } from './banner-resource';
import { findWasteBanner, listSideBanners } from './repository';
import { seedBanners } from './seed';

const BANNERS_TOPIC = 'banners';

/** Banners as read: each with its revision. */
async function withRevisions(db: Db, kind: string, banners: BannerValue[]): Promise<Banner[]> {
  const heads = await readHeads(
    db,
    kind,
    banners.map((b) => String(b.id)),
  );
  return banners.map((banner) => ({ ...banner, revision: heads.get(String(banner.id)) ?? 1 }));
}

/**
 * Public: the side banners and the waste banner, from the read cache. Operator: saving either,
 * each a revisioned resource (decision 0032) with its history and restore.
 */
export const bannersFeature: FeatureFactory = ({ db, cache }) => {
  const revisions = createRevisions(db);
  const invalidate = () => cache.invalidate(BANNERS_TOPIC);
  const side = bannerResource('side', invalidate);
  const waste = bannerResource('waste', invalidate);
  const readSide = async () => withRevisions(db, side.kind, await listSideBanners(db));
  const wasteOrNull = async () => {
    const banner = await findWasteBanner(db);
    return banner && (await withRevisions(db, waste.kind, [banner]))[0]!;
  };
  const readWaste = async () => {
    const banner = await wasteOrNull();
    if (!banner) throw httpError('NOT_FOUND', 'There is no waste banner yet.');
    return banner;
  };

  const save = async (kind: ResourceKind<BannerValue>, banner: BannerValue, request: Parameters<typeof baseOf>[0], message: string) => {
    // check() refuses an unsafe URL (BAD_URL) before anything is stored.
    const value = kind.check(String(banner.id), banner);
    const { username } = operatorOf(request);
    await revisions.commit(kind, {
      key: String(banner.id),
      value,
      action: 'save',
      base: baseOf(request),
      actor: username,
      requestId: request.id,
    });
    return message;
  };

  return {
    seeders: [seedBanners],
    dashboard: async () => {
      const [banners, wasteBanner] = await Promise.all([readSide(), wasteOrNull()]);
      return { banners, wasteBanner };
    },
    routes(api) {
      mountCached(api, sideBanners, { cache, topic: BANNERS_TOPIC, key: () => 'side' }, readSide);
      // From the read cache too, so the time-wasted page (which reads it) can be kept rendered.
      mountCached(api, wasteBanner, { cache, topic: BANNERS_TOPIC, key: () => 'waste' }, readWaste);
    },
    operatorRoutes(scope) {
      mount(scope, saveSideBanner, ({ body, request }) => save(side, body, request, BANNER_MESSAGES.saved));
      mount(scope, saveSideBanners, async ({ body, request }) => {
        const { username } = operatorOf(request);
        const inputs = body.banners.map(({ revision, ...banner }) => ({
          // check() refuses an unsafe URL (BAD_URL) before anything is stored.
          key: String(banner.id),
          value: side.check(String(banner.id), banner),
          action: 'save' as const,
          base: revision,
          actor: username,
          requestId: request.id,
        }));
        const stored = await revisions.commitAll(side, inputs);
        return stored.length === 1 ? BANNER_MESSAGES.saved : BANNER_MESSAGES.bothSaved;
      });
      mountStoredValue(scope, storedSideBanner, async ({ params }) => {
        const found = (await readSide()).find((banner) => banner.id === params.id);
        if (!found) throw httpError('NOT_FOUND', `There is no side banner ${params.id}.`);
        return found;
      });
      mountStoredValue(scope, storedWasteBanner, readWaste);
      mount(scope, saveWasteBanner, async ({ body, request }) => {
        // There is one waste banner; the id may be left out.
        const id = body.id ?? (await findWasteBanner(db))?.id ?? 0;
        return save(waste, { ...body, id }, request, BANNER_MESSAGES.wasteSaved);
      });
      mountRevisionRoutes(scope, revisions, side, sideBannerRevisions, (params) => String(params.id));
      mountRevisionRoutes(scope, revisions, waste, wasteBannerRevisions, async () => String((await findWasteBanner(db))?.id ?? 0));
    },
  };
};
