import { isSafeBannerUrl } from '../../../shared/api/banners';

/** The server's rule for a banner's image and link, said before saving instead of after. */
export function bannerUrlProblem(value: string): string | null {
  if (value === '') return 'Required: an http(s) address or a path starting with /';
  return isSafeBannerUrl(value) ? null : 'Use an http(s) address or a path starting with / (no spaces)';
}
