import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup as cleanupRender, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { Providers } from '../../src/client/app/providers';
import { FooterTagProvider, useCurrentFooterTag } from '../../src/client/components/footer-tag-context';
import { GameFrame } from '../../src/client/features/game-frame/GameFrame';
import { SiteLinksProvider } from '../../src/client/lib/site-links';
import { NO_SITE_LINKS, type SiteLinks } from '../../src/shared/api/site-links';
import { CONFIGURED_LINKS } from '../helpers/site-links';
import { gameRegistry } from '../../src/client/lib/game-registry';
import type { FrameGame } from '../../src/client/features/game-frame/GameFrame';
import { okReply, stubApi } from '../helpers/stub-api';

// The games as their files declare them (page options included).
const game = (id: string): FrameGame => gameRegistry.byId(id)!;

const banners = [
  { id: 1, position: 1, hidden: false, imageUrl: '/left.png', link: 'https://left.example.org/' },
  { id: 2, position: 2, hidden: true, imageUrl: '/hidden.png', link: 'https://hidden.example.org/' },
  { id: 3, position: 2, hidden: false, imageUrl: '/right.png', link: 'https://right.example.org/' },
];

function TagProbe() {
  return <output data-testid="tag">{useCurrentFooterTag() ?? ''}</output>;
}

function renderFrame(game: FrameGame, children: ReactNode = <p>calculator</p>, links: SiteLinks = CONFIGURED_LINKS) {
  const calls = stubApi(({ path }) => (path === '/banners' ? okReply(banners) : undefined));
  render(
    <SiteLinksProvider links={links}>
      <Providers>
        <SWRConfig value={{ provider: () => new Map() }}>
          <MemoryRouter>
            <FooterTagProvider>
              <GameFrame game={game} about={<h2>About {game.name} Accounts</h2>}>
                {children}
              </GameFrame>
              <TagProbe />
            </FooterTagProvider>
          </MemoryRouter>
        </SWRConfig>
      </Providers>
    </SiteLinksProvider>,
  );
  return calls;
}

const side = (label: string) => screen.getByRole('complementary', { name: label });

afterEach(() => vi.unstubAllGlobals());

describe('GameFrame', () => {
  it('puts position 1 left and position 2 right, skipping hidden banners', async () => {
    const calls = renderFrame(game('genshin-impact'));
    const left = await waitFor(() => within(side('Sponsored, left')).getByRole('link'));
    expect(left.getAttribute('href')).toBe('https://left.example.org/');
    const rightLinks = within(side('Sponsored, right')).getAllByRole('link');
    expect(rightLinks.map((a) => a.getAttribute('href'))).toEqual(['https://right.example.org/']);
    expect(screen.queryByRole('img', { name: /hidden\.example\.org/ })).toBeNull();
    expect(screen.getByRole('img', { name: 'Advertisement, opens right.example.org' })).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain('/api/banners');
  });

  it('shows the fixed partner banners for Valorant and does not ask the API', async () => {
    const calls = renderFrame(game('valorant'));
    const left = within(side('Sponsored, left')).getByRole('link');
    expect(left.getAttribute('href')).toBe(CONFIGURED_LINKS.boosting!.url);
    expect(left.getAttribute('rel')).toBe('noopener noreferrer sponsored');
    expect(within(side('Sponsored, right')).getByRole('link').getAttribute('href')).toBe(CONFIGURED_LINKS.mmrCheckerUrl);
    expect(calls).toEqual([]);
  });

  it('leaves out a partner banner that is not configured, and keeps the other', () => {
    renderFrame(game('valorant'), undefined, { ...CONFIGURED_LINKS, boosting: null });
    expect(within(side('Sponsored, left')).queryByRole('link')).toBeNull();
    expect(within(side('Sponsored, right')).getByRole('link').getAttribute('href')).toBe(CONFIGURED_LINKS.mmrCheckerUrl);
  });

  it('with nothing configured: no side columns on a partner page, no donation line, no promo, and no link anywhere', () => {
    renderFrame(game('league-of-legends'), undefined, NO_SITE_LINKS);
    expect(screen.queryByTestId('donation-line')).toBeNull();
    expect(screen.queryByTestId('boosting-promo')).toBeNull();
    expect(screen.queryByText(/Get 20% off|Patreon/)).toBeNull();
    cleanupRender();
    renderFrame(game('valorant'), undefined, NO_SITE_LINKS);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('renders the calculator, the donation line to the support page and the About section', async () => {
    renderFrame(
      { id: 'fortnite', name: 'Fortnite', footerTag: 'Fortnite', route: '/fortnite-account-value' },
      <form aria-label="Fortnite calculator" />,
    );
    expect(screen.getByRole('form', { name: 'Fortnite calculator' })).toBeTruthy();
    const donation = screen.getByTestId('donation-line');
    expect(within(donation).getByRole('link').getAttribute('href')).toBe(CONFIGURED_LINKS.supportUrl);
    const about = document.getElementById('about');
    expect(about?.textContent).toContain('About Fortnite Accounts');
    expect(screen.queryByTestId('boosting-promo')).toBeNull();
    expect(screen.queryByText(/Not sure which heroes/)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('tag').textContent).toBe('Fortnite'));
  });

  it('adds the boosting promo with the discount code on League only', () => {
    renderFrame(game('league-of-legends'));
    const promo = screen.getByTestId('boosting-promo');
    expect(promo.textContent).toContain(CONFIGURED_LINKS.boosting!.discountCode);
    expect(promo.textContent).toContain('20% off');
    expect(within(promo).getByRole('link', { name: 'Get 20% off' }).getAttribute('href')).toBe(CONFIGURED_LINKS.boosting!.url);
  });

  it('links Marvel Rivals to the characters site', () => {
    renderFrame(game('marvel-rivals'));
    const site = game('marvel-rivals').page!.charactersSite!;
    expect(screen.getByRole('link', { name: site.name }).getAttribute('href')).toBe(site.url);
  });
});
