/** The site-links endpoints: how to call them and what they take and answer (src/shared/api/site-links.ts holds the browser's routes to them). */
import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { Nullable } from './envelope.schemas';

const Url = Type.String({ description: 'an absolute http(s) URL' });

export const SiteLinks = Type.Object({
  /** The patron page: the donation line under the calculators and the Patreon icon of the footer. */
  supportUrl: Nullable(Url),
  /** The chat community ('Join our Discord community'). */
  chatUrl: Nullable(Url),
  /** Partnership enquiries, linked as mailto: in the footer. */
  partnerEmail: Nullable(Type.String({ description: 'an e-mail address' })),
  pingTestUrl: Nullable(Url),
  /** The MMR checker: a footer link and the right partner banner. */
  mmrCheckerUrl: Nullable(Url),
  /** The boosting partner and its discount code: League's promo box and the left partner banner. */
  boosting: Nullable(Type.Object({ url: Url, discountCode: Type.String() })),
  /** The footer's social icons (the Patreon one is `supportUrl`). */
  social: Type.Object({ twitter: Nullable(Url), facebook: Nullable(Url), tiktok: Nullable(Url), youtube: Nullable(Url) }),
});
export type SiteLinks = Static<typeof SiteLinks>;

export const siteLinks = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/site-links',
  summary: "The site's outbound links and addresses (null where none is configured)",
  reply: SiteLinks,
});
