/**
 * Every external destination of the site, in one place: components read links from here
 * and never spell a URL themselves, so moving a channel or changing a partner is one edit.
 * The values are the site's configuration (placeholders for the operator to replace).
 */

export interface SocialLink {
  /** Which icon to draw. */
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

export interface PartnerBanners {
  left: PartnerBanner;
  right: PartnerBanner;
}

const supportUrl = 'https://www.patreon.com/accountvalue';
const chatUrl = 'https://discord.gg/accountvalue';
const boostingUrl = 'https://boosting.example.com/?ref=accountvalue';
const mmrCheckerUrl = 'https://mmr.example.com/';

const boostingBanner: PartnerBanner = {
  imageUrl: '/banners/partner-boosting.svg',
  link: boostingUrl,
  alt: 'Partner: rank boosting, 20% off with our code',
};
const mmrBanner: PartnerBanner = {
  imageUrl: '/banners/partner-mmr.svg',
  link: mmrCheckerUrl,
  alt: 'Partner: check your hidden MMR for free',
};

export const siteConfig = {
  /** The support (patron) page the donation line links to. */
  supportUrl,
  /** The chat community. */
  chatUrl,
  /** Partnership enquiries; the footer links to it as mailto:. */
  partnerEmail: 'partners@example.com',
  pingTestUrl: 'https://ping.example.com/',
  mmrCheckerUrl,
  boosting: {
    name: 'Boosting partner',
    url: boostingUrl,
    discountCode: 'ACCOUNTVALUE20',
    discountPercent: 20,
  },
  social: [
    { kind: 'twitter', label: 'Account Value on X (Twitter)', url: 'https://x.com/accountvalue' },
    { kind: 'patreon', label: 'Support Account Value on Patreon', url: supportUrl },
    { kind: 'facebook', label: 'Account Value on Facebook', url: 'https://www.facebook.com/accountvalue' },
    { kind: 'tiktok', label: 'Account Value on TikTok', url: 'https://www.tiktok.com/@accountvalue' },
    { kind: 'youtube', label: 'Account Value on YouTube', url: 'https://www.youtube.com/@accountvalue' },
  ] satisfies SocialLink[] as readonly SocialLink[],
  /** The fixed partner banners of pages whose data file asks for them (`page.partnerBanners`). */
  partnerBanners: { left: boostingBanner, right: mmrBanner } satisfies PartnerBanners as PartnerBanners,
} as const;
