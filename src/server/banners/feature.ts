import {
  BANNER_MESSAGES,
  isSafeBannerUrl,
  saveSideBanner,
  saveWasteBanner,
  sideBanners,
  wasteBanner,
  type Banner,
} from '../../shared/api/banners';
import type { FeatureFactory } from '../feature';
import { httpError } from '../http/http-error';
import { mount, mountCached } from '../http/mount';
import { operatorOf } from '../security/operator-request';
import { findWasteBanner, listSideBanners, saveBanner } from './repository';
import { seedBanners } from './seed';

const BANNERS_TOPIC = 'banners';

/** The first URL field that is not http(s) or a site path, as a message; null when both are fine. */
function unsafeUrl(banner: Pick<Banner, 'imageUrl' | 'link'>): string | null {
  if (!isSafeBannerUrl(banner.imageUrl)) return 'The image URL must be an http(s) URL or a site path starting with "/".';
  if (!isSafeBannerUrl(banner.link)) return 'The link must be an http(s) URL or a site path starting with "/".';
  return null;
}

/** Public: the side banners and the waste banner, from the read cache. Operator: saving either. */
export const bannersFeature: FeatureFactory = ({ db, cache }) => {
  const save = async (kind: 'side' | 'waste', banner: Banner, actor: string, message: string) => {
    const problem = unsafeUrl(banner);
    if (problem) throw httpError('BAD_URL', problem);
    if (!(await saveBanner(db, kind, banner, actor))) {
      throw httpError('NOT_FOUND', `There is no ${kind === 'side' ? 'banner' : 'waste banner'} with id ${banner.id}.`);
    }
    await cache.invalidate(BANNERS_TOPIC);
    return message;
  };

  return {
    seeders: [seedBanners],
    dashboard: async () => {
      const [banners, waste] = await Promise.all([listSideBanners(db), findWasteBanner(db)]);
      return { banners, wasteBanner: waste };
    },
    routes(api) {
      mountCached(api, sideBanners, { cache, topic: BANNERS_TOPIC, key: () => 'side' }, () => listSideBanners(db));
      // From the read cache too, so the time-wasted page (which reads it) can be kept rendered.
      mountCached(api, wasteBanner, { cache, topic: BANNERS_TOPIC, key: () => 'waste' }, async () => {
        const banner = await findWasteBanner(db);
        if (!banner) throw httpError('NOT_FOUND', 'There is no waste banner yet.');
        return banner;
      });
    },
    operatorRoutes(scope) {
      mount(scope, saveSideBanner, ({ body, request }) => save('side', body, operatorOf(request).username, BANNER_MESSAGES.saved));
      mount(scope, saveWasteBanner, async ({ body, request }) => {
        // There is one waste banner; the id may be left out.
        const id = body.id ?? (await findWasteBanner(db))?.id ?? 0;
        return save('waste', { ...body, id }, operatorOf(request).username, BANNER_MESSAGES.wasteSaved);
      });
    },
  };
};
