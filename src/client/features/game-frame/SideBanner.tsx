import { Anchor, Image } from '@mantine/core';
import classes from './GameFrame.module.css';

/** One advertising or partner image linking out in a new tab. */
export function SideBanner({ imageUrl, link, alt }: { imageUrl: string; link: string; alt: string }) {
  return (
    <Anchor href={link} target="_blank" rel="noopener noreferrer sponsored" className={classes.banner} data-testid="side-banner">
      <Image src={imageUrl} alt={alt} radius="md" loading="lazy" />
    </Anchor>
  );
}
