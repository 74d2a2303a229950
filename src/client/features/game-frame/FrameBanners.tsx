import useSWR from 'swr';
import { siteConfig } from '../../../shared/site-config';
import { bannerPaths } from '../../../shared/api/banners';
import { bannerAlt, bannerSlots, type Banner } from './banner-slots';
import { SideBanner } from '../../components/SideColumns';

type Side = 'left' | 'right';

/** The operator's banners for one side, from GET /api/banners (shared by both sides via SWR). */
function ApiBanners({ side }: { side: Side }) {
  const { data } = useSWR<Banner[]>(bannerPaths.public.list);
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
 * for partner banners, otherwise the operator's banners for that position.
 */
export function FrameBanners({ partner, side }: { partner: boolean; side: Side }) {
  if (!partner) return <ApiBanners side={side} />;
  const banner = siteConfig.partnerBanners[side];
  return <SideBanner imageUrl={banner.imageUrl} link={banner.link} alt={banner.alt} />;
}
