import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { PageOptions } from '../../../engine/game-types';
import { useFooterTag } from '../../components/footer-tag-context';
import { SideColumns } from '../../components/SideColumns';
import { FrameBanners } from './FrameBanners';
import type { Banner } from '../../lib/banner-slots';
import { BoostingPromo, CharactersLink, DonationLine } from './FrameExtras';
import classes from './GameFrame.module.css';

export interface FrameGame {
  id: string;
  name: string;
  footerTag: string;
  route: string;
  /** The page options of the game's data file (partner banners, characters site, promo). */
  page?: PageOptions;
}

/**
 * The frame of every calculator page: side banners (the fixed partner images when the game's
 * file asks for them, the operator's banners otherwise), the calculator in the middle, the game's extras,
 * the donation line and the About article (the header's About link scrolls to #about), then `after`.
 */
export function GameFrame({
  game,
  banners,
  about,
  after,
  children,
}: {
  game: FrameGame;
  banners?: Banner[];
  about?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  useFooterTag(game.footerTag);
  const partner = game.page?.partnerBanners ?? false;
  return (
    <SideColumns
      left={<FrameBanners partner={partner} side="left" initial={banners} />}
      right={<FrameBanners partner={partner} side="right" initial={banners} />}
    >
      <Stack gap="lg" miw={0}>
        {children}
        {game.page?.boostingPromo && <BoostingPromo />}
        {game.page?.charactersSite && <CharactersLink site={game.page.charactersSite} gameName={game.name} />}
        <DonationLine />
        {about && (
          <section id="about" className={classes.about}>
            {about}
          </section>
        )}
        {after}
      </Stack>
    </SideColumns>
  );
}
