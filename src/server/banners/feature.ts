import { BANNER_MESSAGES } from '../../shared/api/banners';
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
import type { FeatureFactory } from '../feature';
import { httpError } from '../http/http-error';
import { mount, mountCached } from '../http/mount';
import { createRevisions, mountRevisionRoutes, mountStoredValue, withRevision, withRevisions } from '../revisions/revisioned-resource';
import { operatorOf } from '../security/operator-request';
import { bannerResource } from './banner-resource';
import { findWasteBanner, listSideBanners } from './repository';
import { seedBanners } from './seed';

const BANNERS_TOPIC = 'banners';

export const bannersFeature: FeatureFactory = ({ db, cache }) => {
  const revisions = createRevisions(db);
  const invalidate = () => cache.invalidate(BANNERS_TOPIC);
  const side = bannerResource('side', invalidate);
  const waste = bannerResource('waste', invalidate);
  const readSide = async () => withRevisions(db, side.kind, (banner) => String(banner.id), await listSideBanners(db));
  const wasteOrNull = async () => {
    const banner = await findWasteBanner(db);
    return banner && withRevision(db, waste.kind, String(banner.id), banner);
  };
  const readWaste = async () => {
    const banner = await wasteOrNull();
    if (!banner) throw httpError('NOT_FOUND', 'There is no waste banner yet.');
    return banner;
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
      mount(scope, saveSideBanner, async ({ body, request }) => {
        await revisions.save(side, String(body.id), body, request);
        return BANNER_MESSAGES.saved;
      });
      mount(scope, saveSideBanners, async ({ body, request }) => {
        const { username } = operatorOf(request);
        // Each banner is based on the revision it carries: one If-Match cannot name two.
        const inputs = body.banners.map((banner) => ({
          key: String(banner.id),
          value: banner,
          action: 'save' as const,
          base: banner.revision,
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
        await revisions.save(waste, String(body.id ?? (await findWasteBanner(db))?.id ?? 0), body, request);
        return BANNER_MESSAGES.wasteSaved;
      });
      mountRevisionRoutes(scope, revisions, side, sideBannerRevisions, (params) => String(params.id));
      mountRevisionRoutes(scope, revisions, waste, wasteBannerRevisions, async () => String((await findWasteBanner(db))?.id ?? 0));
    },
  };
};
