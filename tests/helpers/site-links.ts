import type { SiteLinks } from '../../src/shared/api/site-links';

/** Every outbound link configured, with addresses of the reserved .test names (never placeholders the server refuses). */
export const CONFIGURED_LINKS: SiteLinks = {
  supportUrl: 'https://www.patreon.test/accountvalue',
  chatUrl: 'https://discord.test/accountvalue',
  partnerEmail: 'partners@accountvalue.test',
  pingTestUrl: 'https://ping.test/',
  mmrCheckerUrl: 'https://mmr.test/check',
  boosting: { url: 'https://boosting.test/?ref=accountvalue', discountCode: 'ACCOUNTVALUE20' },
  social: {
    twitter: 'https://x.test/accountvalue',
    facebook: 'https://facebook.test/accountvalue',
    tiktok: 'https://tiktok.test/@accountvalue',
    youtube: 'https://youtube.test/@accountvalue',
  },
};

/** The same links as LINK_* variables, for a server started by a test. */
export const CONFIGURED_LINKS_ENV: Record<string, string> = {
  LINK_SUPPORT_URL: CONFIGURED_LINKS.supportUrl!,
  LINK_CHAT_URL: CONFIGURED_LINKS.chatUrl!,
  LINK_PARTNER_EMAIL: CONFIGURED_LINKS.partnerEmail!,
  LINK_PING_TEST_URL: CONFIGURED_LINKS.pingTestUrl!,
  LINK_MMR_CHECKER_URL: CONFIGURED_LINKS.mmrCheckerUrl!,
  LINK_BOOSTING_URL: CONFIGURED_LINKS.boosting!.url,
  LINK_BOOSTING_CODE: CONFIGURED_LINKS.boosting!.discountCode,
  LINK_X_URL: CONFIGURED_LINKS.social.twitter!,
  LINK_FACEBOOK_URL: CONFIGURED_LINKS.social.facebook!,
  LINK_TIKTOK_URL: CONFIGURED_LINKS.social.tiktok!,
  LINK_YOUTUBE_URL: CONFIGURED_LINKS.social.youtube!,
};
