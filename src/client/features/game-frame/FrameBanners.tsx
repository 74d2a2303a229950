import type { PartnerBanner } from '../../lib/site-config';
import { sideBanners } from '../../../shared/api/banners';
import { useEndpoint } from '../../lib/use-endpoint';
import { bannerAlt, bannerSlots, type Banner } from '../../lib/banner-slots';
import { SideBanner } from '../../components/SideColumns';

type Side = 'left' | 'right';

/** Both sides share one GET /api/banners through SWR; `initial` is the page loader's copy. */
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

/** `partner`: the fixed partner banner the page's data file asks for (null when not configured); false for the operator's banners. */
export function FrameBanners({ partner, side, initial }: { partner: PartnerBanner | null | false; side: Side; initial?: Banner[] }) {
  if (partner === false) return <ApiBanners side={side} initial={initial} />;
  return partner ? <SideBanner imageUrl={partner.imageUrl} link={partner.link} alt={partner.alt} /> : null;
}
