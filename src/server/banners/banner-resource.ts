import { BANNER_FIELD_LABELS, WASTE_BANNER_NAME, sideBannerName, type BannerValue } from '../../shared/api/banners';
import type { ResourceKind } from '../revisions/revisioned-resource';
import { fieldLabels } from '../revisions/labelled';
import { findBanner, updateBanner } from './repository';

type Kind = 'side' | 'waste';

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
    write: (db, _key, banner) => updateBanner(db, banner),
    // The save schema has refused a bad URL; the waste banner's body may leave its id out.
    check: (key, value) => ({ ...(value as BannerValue), id: Number(key) }),
    afterCommit,
  };
}
