import { Anchor, Image } from '@mantine/core';
import classes from './GameFrame.module.css';

/**
 * One advertising or partner image with its link. Outside destinations open in a new tab
 * and are marked sponsored; a banner pointing into the site (a path) stays in the tab.
 */
export function SideBanner({ imageUrl, link, alt }: { imageUrl: string; link: string; alt: string }) {
  const external = /^https?:/i.test(link);
  const target = external ? { target: '_blank', rel: 'noopener noreferrer sponsored' } : {};
  return (
    <Anchor href={link} {...target} className={classes.banner} data-testid="side-banner">
      <Image src={imageUrl} alt={alt} radius="md" loading="lazy" />
    </Anchor>
  );
}
