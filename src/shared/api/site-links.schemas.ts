/** What the site-links endpoints take and answer (src/shared/api/site-links.ts holds how to call them). */
import { Type, type Static } from 'typebox';
import type { EndpointSchemas } from './endpoint';

const Url = Type.String({ description: 'an absolute http(s) URL' });

const orNone = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const SiteLinks = Type.Object({
  /** The patron page: the donation line under the calculators and the Patreon icon of the footer. */
  supportUrl: orNone(Url),
  /** The chat community ('Join our Discord community'). */
  chatUrl: orNone(Url),
  /** Partnership enquiries, linked as mailto: in the footer. */
  partnerEmail: orNone(Type.String({ description: 'an e-mail address' })),
  pingTestUrl: orNone(Url),
  /** The MMR checker: a footer link and the right partner banner. */
  mmrCheckerUrl: orNone(Url),
  /** The boosting partner and its discount code: League's promo box and the left partner banner. */
  boosting: Type.Union([Type.Object({ url: Url, discountCode: Type.String() }), Type.Null()]),
  /** The footer's social icons (the Patreon one is `supportUrl`). */
  social: Type.Object({ twitter: orNone(Url), facebook: orNone(Url), tiktok: orNone(Url), youtube: orNone(Url) }),
});
export type SiteLinks = Static<typeof SiteLinks>;

export const siteLinks = {
  summary: "The site's outbound links and addresses (null where none is configured)",
  reply: SiteLinks,
} satisfies EndpointSchemas;
