import type { PartnerBanner } from '../../lib/site-config';
import { sideBanners } from '../../../shared/api/banners';
import { useEndpoint } from '../../lib/use-endpoint';
import { bannerAlt, bannerSlots, type Banner } from '../../lib/banner-slots';
import { SideBanner } from '../../components/SideColumns';

type Side = 'left' | 'right';

/** The operator's banners for one side, from GET /api/banners (shared by both sides via SWR); `initial` from the page's loader. */
function ApiBanners({ side, initial }: { side: Side; initial?: Banner[] }) {
  const { data } = useEndpoint(sideBanners, {}, { fallbackData: initial });
  // Nothing until loaded; a failed load is a toast (global SWR handler) and empty slots.
  if (!data) return null;
  return (
    <>
      {bannerSlots(data)[side].map((banner) => (
        <SideBanner key={banner.id} imageUrl={banner.imageUrl} link={banner.link} alt={bannerAlt(banner.link)} />
      ))}
    </>
  );
}

/**
 * What a side slot of a page holds: the fixed partner banner when the page's data file asks
 * for partner banners (`partner`: the configured one, null when that partner is not configured),
 * otherwise the operator's banners for that position.
 */
export function FrameBanners({ partner, side, initial }: { partner: PartnerBanner | null | false; side: Side; initial?: Banner[] }) {
  if (partner === false) return <ApiBanners side={side} initial={initial} />;
  return partner ? <SideBanner imageUrl={partner.imageUrl} link={partner.link} alt={partner.alt} /> : null;
}
