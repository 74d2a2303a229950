import type { ReactNode } from 'react';
import { Anchor, Container, Image } from '@mantine/core';
import { bannerTarget } from '../lib/banner-slots';
import classes from './SideColumns.module.css';

type Side = 'left' | 'right';

function SideSlot({ side, children }: { side: Side; children: ReactNode }) {
  return (
    <aside className={classes.side} aria-label={side === 'left' ? 'Sponsored, left' : 'Sponsored, right'} data-side={side}>
      <div className={classes.sticky}>{children}</div>
    </aside>
  );
}

/** Banner columns on both sides from 1250 px (hidden below); without `left`/`right` the content stands alone. */
export function SideColumns({ left, right, children }: { left?: ReactNode; right?: ReactNode; children: ReactNode }) {
  const withSides = left !== undefined || right !== undefined;
  return (
    <Container size={1500} py="xl" px={{ base: 'sm', sm: 'md', lg: 'xl' }}>
      <div className={withSides ? `${classes.grid} ${classes.withSides}` : classes.grid}>
        {withSides && <SideSlot side="left">{left}</SideSlot>}
        {children}
        {withSides && <SideSlot side="right">{right}</SideSlot>}
      </div>
    </Container>
  );
}

/** Outside destinations open in a new tab and are marked sponsored; a site path stays in the tab. */
export function SideBanner({ imageUrl, link, alt }: { imageUrl: string; link: string; alt: string }) {
  return (
    <Anchor href={link} {...bannerTarget(link)} className={classes.banner} data-testid="side-banner">
      <Image src={imageUrl} alt={alt} radius="md" loading="lazy" />
    </Anchor>
  );
}
