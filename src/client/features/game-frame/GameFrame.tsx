import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { PageOptions } from '../../../engine/game-types';
import { useFooterTag } from '../../components/footer-tag-context';
import { SideColumns } from '../../components/SideColumns';
import { FrameBanners } from './FrameBanners';
import type { Banner } from '../../lib/banner-slots';
import { BoostingPromo, CharactersLink, DonationLine } from './FrameExtras';
import { partnerBanners } from '../../lib/site-config';
import { useSiteLinks } from '../../lib/site-links';
import classes from './GameFrame.module.css';

export interface FrameGame {
  id: string;
  name: string;
  footerTag: string;
  route: string;
  /** The page options of the game's data file (partner banners, characters site, promo). */
  page?: PageOptions;
}

/** The frame of every calculator page; the header's About link scrolls to its About article (#about). */
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
  const partners = partnerBanners(useSiteLinks());
  const usesPartners = game.page?.partnerBanners ?? false;
  // A page of partner banners with no partner configured has no side columns at all, rather than empty ones.
  const sides = !usesPartners || partners.left || partners.right;
  return (
    <SideColumns
      left={sides ? <FrameBanners partner={usesPartners && partners.left} side="left" initial={banners} /> : undefined}
      right={sides ? <FrameBanners partner={usesPartners && partners.right} side="right" initial={banners} /> : undefined}
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
