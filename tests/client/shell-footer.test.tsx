import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Providers } from '../../src/client/app/providers';
import { SiteFooter } from '../../src/client/app/shell/SiteFooter';
import { FooterTag, FooterTagProvider } from '../../src/client/components/footer-tag-context';
import { siteNav } from '../../src/client/app/shell/site-nav';
import { gameRegistry } from '../../src/client/lib/game-registry';
import { converterRegistry } from '../../src/client/lib/converter-registry';
import { siteConfig } from '../../src/client/lib/site-config';

function renderFooter(tag: string | null) {
  const tree = (t: string | null) => (
    <Providers>
      <MemoryRouter>
        <FooterTagProvider>
          {t && <FooterTag tag={t} />}
          <SiteFooter games={siteNav.games} currency={siteNav.currency} />
        </FooterTagProvider>
      </MemoryRouter>
    </Providers>
  );
  const view = render(tree(tag));
  return { rerender: (t: string | null) => view.rerender(tree(t)) };
}

describe('site footer', () => {
  it('lists every game and converter from the registries', () => {
    renderFooter(null);
    const footer = within(screen.getByRole('contentinfo'));
    for (const game of gameRegistry.games) expect(footer.getByRole('link', { name: game.name }).getAttribute('href')).toBe(game.route);
    for (const c of converterRegistry.converters) expect(footer.getByRole('link', { name: c.name }).getAttribute('href')).toBe(c.route);
  });

  it('has the five social links, chat, partner e-mail, Blog Posts, the disclaimer and the copyright', () => {
    renderFooter(null);
    const footer = within(screen.getByRole('contentinfo'));
    for (const social of siteConfig.social) expect(footer.getByRole('link', { name: social.label }).getAttribute('href')).toBe(social.url);
    expect(siteConfig.social.map((s) => s.kind)).toEqual(['twitter', 'patreon', 'facebook', 'tiktok', 'youtube']);
    expect(footer.getByRole('link', { name: /Discord/ }).getAttribute('href')).toBe(siteConfig.chatUrl);
    expect(footer.getByRole('link', { name: /Partnerships/ }).getAttribute('href')).toBe(`mailto:${siteConfig.partnerEmail}`);
    expect(footer.getByRole('link', { name: 'Blog Posts' }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('contentinfo').textContent).toMatch(/not endorsed by/);
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2024-2025');
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
