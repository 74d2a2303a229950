import { isSafeBannerUrl, type Banner } from '../../shared/api/banners';

export type { Banner };

export interface BannerSlots {
  left: Banner[];
  right: Banner[];
}

/**
 * Splits the API's banners into the two side slots; hidden banners are skipped, and so is
 * any banner whose URLs are not plain http(s) or site paths (the server refuses those too).
 */
export function bannerSlots(banners: readonly Banner[] | null | undefined): BannerSlots {
  const visible = (banners ?? []).filter((banner) => !banner.hidden && isSafeBannerUrl(banner.imageUrl) && isSafeBannerUrl(banner.link));
  return { left: visible.filter((banner) => banner.position === 1), right: visible.filter((banner) => banner.position === 2) };
}

export const bannerTarget = (link: string) => (/^https?:/i.test(link) ? { target: '_blank', rel: 'noopener noreferrer sponsored' } : {});

/**
 * Alternative text for an operator's banner: the API has no text for the image, so say
 * what it is and where it leads.
 */
export function bannerAlt(link: string): string {
  if (link.startsWith('/')) return `Advertisement, goes to ${link} on this site`;
  try {
    return `Advertisement, opens ${new URL(link).hostname.replace(/^www\./, '')}`;
  } catch {
    return 'Advertisement';
  }
}
