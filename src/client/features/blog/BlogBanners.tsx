import useSWR from 'swr';
import { bannerPaths, isSafeBannerUrl, type Banner } from '../../../shared/api/banners';
import { SideBanner } from '../../components/SideColumns';

/** The operator's banners at positions 1 and 2, beside the featured post (hidden ones skipped). */
export function BlogBanners() {
  const { data } = useSWR<Banner[]>(bannerPaths.public.list);
  const shown = (data ?? [])
    .filter((b) => !b.hidden && isSafeBannerUrl(b.imageUrl) && isSafeBannerUrl(b.link) && (b.position === 1 || b.position === 2))
    .sort((a, b) => a.position - b.position);
  return (
    <>
      {shown.map((banner) => (
        <SideBanner key={banner.id} imageUrl={banner.imageUrl} link={banner.link} alt={`Advertisement ${banner.position}`} />
      ))}
    </>
  );
}
