/** A banner as GET /api/banners lists it. */
export interface Banner {
  id: number | string;
  /** 1 = left slot, 2 = right slot. */
  position: number;
  hidden: boolean;
  imageUrl: string;
  link: string;
}

export interface BannerSlots {
  left: Banner[];
  right: Banner[];
}

/** Splits the API's banners into the two side slots; hidden banners are skipped. */
export function bannerSlots(banners: readonly Banner[] | null | undefined): BannerSlots {
  const visible = (banners ?? []).filter((banner) => !banner.hidden && banner.imageUrl);
  return {
    left: visible.filter((banner) => banner.position === 1),
    right: visible.filter((banner) => banner.position === 2),
  };
}

/** A short readable name for where a banner leads, for its alternative text. */
export function linkHost(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}
