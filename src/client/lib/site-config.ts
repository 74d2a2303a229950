import type { SiteLinks } from '../../shared/api/site-links';

/**
 * How the site presents its outbound links. The destinations are operator configuration served by
 * GET /api/site-links (decision 0025), read with `useSiteLinks()`; one not configured is not shown.
 */

export interface SocialLink {
  kind: 'twitter' | 'patreon' | 'facebook' | 'tiktok' | 'youtube';
  /** Accessible name of the icon link. */
  label: string;
  url: string;
}

/** A fixed partner image linking out, shown in a page's side slot instead of the API's banners. */
export interface PartnerBanner {
  imageUrl: string;
  link: string;
  /** Describes the image for screen readers and when it fails to load. */
  alt: string;
}

/** An outbound link opens in a new tab and tells the other site nothing of this one. */
export const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The spec's promo: "a discount code for 20% off". */
export const BOOSTING_DISCOUNT_PERCENT = 20;

const SOCIAL: readonly { kind: SocialLink['kind']; label: string; url: (links: SiteLinks) => string | null }[] = [
  { kind: 'twitter', label: 'Account Value on X (Twitter)', url: (l) => l.social.twitter },
  { kind: 'patreon', label: 'Support Account Value on Patreon', url: (l) => l.supportUrl },
  { kind: 'facebook', label: 'Account Value on Facebook', url: (l) => l.social.facebook },
  { kind: 'tiktok', label: 'Account Value on TikTok', url: (l) => l.social.tiktok },
  { kind: 'youtube', label: 'Account Value on YouTube', url: (l) => l.social.youtube },
];

/** The footer's social icons, in the spec's order, for the networks that are configured. */
export function socialLinks(links: SiteLinks): SocialLink[] {
  return SOCIAL.flatMap(({ kind, label, url }) => {
    const href = url(links);
    return href ? [{ kind, label, url: href }] : [];
  });
}

/** The fixed partner banners (the boosting partner left, the MMR checker right); null where the partner is not configured. */
export function partnerBanners(links: SiteLinks): { left: PartnerBanner | null; right: PartnerBanner | null } {
  return {
    left: links.boosting && {
      imageUrl: '/banners/partner-boosting.svg',
      link: links.boosting.url,
      alt: `Partner: rank boosting, ${BOOSTING_DISCOUNT_PERCENT}% off with our code`,
    },
    right: links.mmrCheckerUrl
      ? { imageUrl: '/banners/partner-mmr.svg', link: links.mmrCheckerUrl, alt: 'Partner: check your hidden MMR for free' }
      : null,
  };
}
