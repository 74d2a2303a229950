/**
 * Banners: the two side slots (position 1 = left, 2 = right) and the waste banner shown on the
 * time-wasted page. Public replies and operator saves share these shapes.
 */
import { BANNER_URL_MAX, BANNER_URL_MESSAGES, BANNER_URL_PATTERN } from './banners.constants';
import type { Banner } from './banners.schemas';
import type * as schemas from './banners.schemas';
import { route } from './endpoint';
import { revisionRoutes } from './revisions';

export * from './banners.constants';

/** A side banner by its slot, as the editor heads it and a change names it: 'Right banner'. */
export const sideBannerName = (position: number): string =>
  position === 1 ? 'Left banner' : position === 2 ? 'Right banner' : `Banner ${position}`;
export const WASTE_BANNER_NAME = 'Time-wasted page banner';

/** A banner's fields as the editor labels them, and as its changes are named. */
export const BANNER_FIELD_LABELS = { hidden: 'Hidden', imageUrl: 'Image URL', link: 'Link', position: 'Position' } as const;

/** Same fields as a side banner; there is exactly one. */
export type WasteBanner = Banner;

/** What a banner revision stores: the fields without the revision. */
export type BannerValue = Omit<Banner, 'revision'>;

export const sideBanners = route<typeof schemas.sideBanners>()({ scope: 'public', method: 'GET', path: '/banners' });
export const wasteBanner = route<typeof schemas.wasteBanner>()({ scope: 'public', method: 'GET', path: '/wasted-banner' });

/** "Banners saved": both side banners in one save, all or nothing (a stale one: 412, nothing stored). */
export const saveSideBanners = route<typeof schemas.saveSideBanners>()({ scope: 'operator', method: 'POST', path: '/banners/side' });

/** "Waste banner saved" (the id may be left out: there is one). */
export const saveWasteBanner = route<typeof schemas.saveWasteBanner>()({ scope: 'operator', method: 'POST', path: '/waste-banner' });

/** A side banner's history and restore; its writes go to POST /banners with the id in the body. */
export const sideBannerRevisions = revisionRoutes<typeof schemas.sideBannerRevisions>()('/banners/:id');
export const wasteBannerRevisions = revisionRoutes<typeof schemas.wasteBannerRevisions>()('/waste-banner');
export const BANNER_MESSAGES = { saved: 'Banner saved', bothSaved: 'Banners saved', wasteSaved: 'Waste banner saved' } as const;

const safeUrl = new RegExp(BANNER_URL_PATTERN, 'u');

/** The save schema's rule for a banner's URLs, for pages that must not show a banner stored before it. */
export const isSafeBannerUrl = (url: string): boolean => url.length <= BANNER_URL_MAX && safeUrl.test(url);

/** The save schema's sentence for a banner's URL field, or null when it holds: the editor says it before saving. */
export const bannerUrlProblem = (field: keyof typeof BANNER_URL_MESSAGES, url: string): string | null =>
  isSafeBannerUrl(url) ? null : BANNER_URL_MESSAGES[field];

export type { Banner, SaveWasteBannerBody } from './banners.schemas';
