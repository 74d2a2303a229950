import { Anchor } from '@mantine/core';
import { isSafeBannerUrl, wasteBanner, type WasteBanner as Banner } from '../../../shared/api/banners';
import { bannerTarget } from '../../lib/banner-slots';
import { useEndpoint } from '../../lib/use-endpoint';
import classes from './WastedTime.module.css';

export function WasteBanner({ initial }: { initial: Banner | null }) {
  const { data } = useEndpoint(wasteBanner, {}, { fallbackData: initial ?? undefined });
  if (!data || data.hidden || !isSafeBannerUrl(data.imageUrl) || !isSafeBannerUrl(data.link)) return null;
  return (
    <Anchor href={data.link} className={classes.banner} {...bannerTarget(data.link)}>
      <img src={data.imageUrl} alt="Advertisement" width={728} height={90} />
    </Anchor>
  );
}
