import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { siteConfig } from '../../../shared/site-config';
import { useFooterTag } from '../../components/footer-tag-context';
import { SideColumns } from '../../components/SideColumns';
import { FrameBanners } from './FrameBanners';
import { BoostingPromo, CharactersLink, DonationLine } from './FrameExtras';
import classes from './GameFrame.module.css';

export interface FrameGame {
  id: string;
  name: string;
  footerTag: string;
  route: string;
}

/**
 * The frame of every calculator page: side banners (fixed partner images for some games,
 * the operator's banners for the others), the calculator in the middle, the game's extras,
 * the donation line and the About article (the header's About link scrolls to #about).
 */
export function GameFrame({ game, about, children }: { game: FrameGame; about?: ReactNode; children: ReactNode }) {
  useFooterTag(game.footerTag);
  return (
    <SideColumns left={<FrameBanners pageId={game.id} side="left" />} right={<FrameBanners pageId={game.id} side="right" />}>
      <Stack gap="lg" miw={0}>
        {children}
        {siteConfig.boostingPromoGames.includes(game.id) && <BoostingPromo />}
        <CharactersLink gameId={game.id} gameName={game.name} />
        <DonationLine />
        {about && (
          <section id="about" className={classes.about}>
            {about}
          </section>
        )}
      </Stack>
    </SideColumns>
  );
}
