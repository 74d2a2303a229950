import { Anchor, Image } from '@mantine/core';
import type { PartnerBanner } from '../../../shared/site-config';
import classes from './ConverterPage.module.css';

/** One fixed partner image beside the converter; hidden by CSS below 1250 px. */
export function PartnerSide({ banner, side }: { banner: PartnerBanner; side: 'left' | 'right' }) {
  return (
    <aside className={classes.side} aria-label={side === 'left' ? 'Sponsored, left' : 'Sponsored, right'} data-side={side}>
      <Anchor href={banner.link} target="_blank" rel="noopener noreferrer sponsored" className={classes.banner} data-testid="partner-banner">
        <Image src={banner.imageUrl} alt={banner.alt} radius="md" loading="lazy" />
      </Anchor>
    </aside>
  );
}
