import { BANNER_FIELD_LABELS, WASTE_BANNER_NAME, isSafeBannerUrl, sideBannerName, type BannerValue } from '../../shared/api/banners';
import { httpError } from '../http/http-error';
import type { ResourceKind } from '../revisions/revisioned-resource';
import { fieldLabels } from '../revisions/labelled';
import { findBanner, updateBanner } from './repository';

type Kind = 'side' | 'waste';

/** The first URL field that is not http(s) or a site path, as a message; null when both are fine. */
function unsafeUrl(banner: Pick<BannerValue, 'imageUrl' | 'link'>): string | null {
  if (!isSafeBannerUrl(banner.imageUrl)) return 'The image URL must be an http(s) URL or a site path starting with "/".';
  if (!isSafeBannerUrl(banner.link)) return 'The link must be an http(s) URL or a site path starting with "/".';
  return null;
}

/** The stored fields only: a `revision` a client sent back is not part of the value. */
const withoutRevision = ({ id, position, hidden, imageUrl, link }: BannerValue & { revision?: number }): BannerValue => ({
  id,
  position,
  hidden,
  imageUrl,
  link,
});

/** A side banner (kind 'banner') or the waste banner (kind 'waste-banner') as a revisioned resource, keyed by id (decision 0032). */
export function bannerResource(kind: Kind, afterCommit: () => Promise<void>): ResourceKind<BannerValue> {
  return {
    kind: kind === 'side' ? 'banner' : 'waste-banner',
    describe: (key) => (kind === 'side' ? `banner ${key}` : 'the waste banner'),
    auditPrefix: kind === 'side' ? 'banner' : 'waste-banner',
    auditTarget: (key) => `banner:${key}`,
    label: fieldLabels(BANNER_FIELD_LABELS),
    name: async (db, key) => {
      if (kind === 'waste') return WASTE_BANNER_NAME;
      const banner = await findBanner(db, kind, Number(key));
      return banner && sideBannerName(banner.position);
    },
    read: (db, key) => findBanner(db, kind, Number(key)),
    write: (db, _key, banner) => updateBanner(db, withoutRevision(banner)),
    check(key, value) {
      const banner = value as BannerValue;
      const problem = unsafeUrl(banner);
      if (problem) throw httpError('BAD_URL', problem);
      return { ...withoutRevision(banner), id: Number(key) };
    },
    afterCommit,
  };
}
