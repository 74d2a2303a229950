import { sideBanners } from '../../../shared/api/banners';
import { useEndpoint } from '../../lib/use-endpoint';
import { bannerAlt, bannerSlots } from '../../lib/banner-slots';
import { SideBanner } from '../../components/SideColumns';
import classes from './Blog.module.css';

export function BlogBanners() {
  const { data } = useEndpoint(sideBanners, {});
  const slots = bannerSlots(data);
  return (
    <>
      {[...slots.left, ...slots.right].map((banner) => (
        <div key={banner.id} className={classes.bannerSlot}>
          <SideBanner imageUrl={banner.imageUrl} link={banner.link} alt={bannerAlt(banner.link)} />
        </div>
      ))}
    </>
  );
}
