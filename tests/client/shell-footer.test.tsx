import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Providers } from '../../src/client/app/providers';
import { SiteFooter } from '../../src/client/app/shell/SiteFooter';
import { FooterTag, FooterTagProvider } from '../../src/client/components/footer-tag-context';
import { siteNav } from '../../src/client/app/shell/site-nav';
import { gameRegistry } from '../../src/client/lib/game-registry';
import { converterRegistry } from '../../src/client/lib/converter-registry';
import { SiteLinksProvider } from '../../src/client/lib/site-links';
import { NO_SITE_LINKS, type SiteLinks } from '../../src/shared/api/site-links';
import { CONFIGURED_LINKS } from '../helpers/site-links';
import { renderAt } from '../helpers/operator-fixtures';
import { stubApi } from '../helpers/stub-api';

function renderFooter(tag: string | null, links: SiteLinks = CONFIGURED_LINKS) {
  const tree = (t: string | null) => (
    <SiteLinksProvider links={links}>
      <Providers>
        <MemoryRouter>
          <FooterTagProvider>
            {t && <FooterTag tag={t} />}
            <SiteFooter games={siteNav.games} currency={siteNav.currency} />
          </FooterTagProvider>
        </MemoryRouter>
      </Providers>
    </SiteLinksProvider>
  );
  const view = render(tree(tag));
  return { rerender: (t: string | null) => view.rerender(tree(t)) };
}

afterEach(() => vi.unstubAllGlobals());

describe('site footer', () => {
  it("gets the links from the site frame's loader (GET /api/site-links), on any page", async () => {
    stubApi(() => undefined, { siteLinks: CONFIGURED_LINKS });
    renderAt('/login');
    const footer = within(await screen.findByRole('contentinfo', {}, { timeout: 8000 }));
    expect(footer.getByRole('link', { name: /Discord/ }).getAttribute('href')).toBe(CONFIGURED_LINKS.chatUrl);
    expect(footer.getByRole('link', { name: 'MMR checker' }).getAttribute('href')).toBe(CONFIGURED_LINKS.mmrCheckerUrl);
  });

  it('lists every game and converter from the registries', () => {
    renderFooter(null);
    const footer = within(screen.getByRole('contentinfo'));
    for (const game of gameRegistry.games) expect(footer.getByRole('link', { name: game.name }).getAttribute('href')).toBe(game.route);
    for (const c of converterRegistry.converters) expect(footer.getByRole('link', { name: c.name }).getAttribute('href')).toBe(c.route);
  });

  it('has the five social links, chat, partner e-mail, Blog Posts, ping test, MMR checker, the disclaimer and the copyright', () => {
    renderFooter(null);
    const footer = within(screen.getByRole('contentinfo'));
    const social = {
      'Account Value on X (Twitter)': CONFIGURED_LINKS.social.twitter,
      'Support Account Value on Patreon': CONFIGURED_LINKS.supportUrl,
      'Account Value on Facebook': CONFIGURED_LINKS.social.facebook,
      'Account Value on TikTok': CONFIGURED_LINKS.social.tiktok,
      'Account Value on YouTube': CONFIGURED_LINKS.social.youtube,
    };
    for (const [name, url] of Object.entries(social)) expect(footer.getByRole('link', { name }).getAttribute('href')).toBe(url);
    expect(footer.getByRole('link', { name: /Discord/ }).getAttribute('href')).toBe(CONFIGURED_LINKS.chatUrl);
    expect(footer.getByRole('link', { name: /Partnerships/ }).getAttribute('href')).toBe(`mailto:${CONFIGURED_LINKS.partnerEmail}`);
    expect(footer.getByRole('link', { name: /Ping test/ }).getAttribute('href')).toBe(CONFIGURED_LINKS.pingTestUrl);
    expect(footer.getByRole('link', { name: 'MMR checker' }).getAttribute('href')).toBe(CONFIGURED_LINKS.mmrCheckerUrl);
    for (const name of [/Discord/, /Ping test/, 'MMR checker', /on TikTok/]) {
      const link = footer.getByRole('link', { name });
      expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    }
    expect(footer.getByRole('link', { name: 'Blog Posts' }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('contentinfo').textContent).toMatch(/not endorsed by/);
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2024-2025');
  });

  it('leaves out every destination that is not configured, and its icon or line with it', () => {
    renderFooter(null, { ...NO_SITE_LINKS, social: { ...NO_SITE_LINKS.social, youtube: CONFIGURED_LINKS.social.youtube } });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getAllByRole('listitem').filter((li) => li.querySelector('[data-social]'))).toHaveLength(1);
    expect(footer.getByRole('link', { name: 'Account Value on YouTube' })).toBeTruthy();
    for (const name of [/Discord/, /Partnerships/, /Ping test/, 'MMR checker', /Patreon/, /Twitter/]) {
      expect(footer.queryByRole('link', { name })).toBeNull();
    }
    expect(screen.getByRole('contentinfo').textContent).not.toMatch(/example\.com|Partnerships|undefined|null/);
    // What is not a destination stays.
    expect(footer.getByRole('link', { name: 'Blog Posts' })).toBeTruthy();
  });

  it("shows the page's game tag while the page is shown, and none after", () => {
    const { rerender } = renderFooter('ClashOfClans');
    expect(screen.getByTestId('footer-tag').textContent).toBe('ClashOfClans');
    act(() => rerender('Roblox'));
    expect(screen.getByTestId('footer-tag').textContent).toBe('Roblox');
    act(() => rerender(null));
    expect(screen.queryByTestId('footer-tag')).toBeNull();
  });
});
