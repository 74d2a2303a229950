import { SITE_NAME } from '../lib/page-meta';
import { LOGO_MARK } from '../../shared/site-logo';

const { tile, chart, dot } = LOGO_MARK;

/**
 * The site's mark (shared/site-logo.ts, which the share images draw too) and its name. Drawn
 * inline so the name takes the text colour of the light or dark scheme.
 */
export function SiteLogo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" {...tile} />
        <path d={chart} fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        <circle {...dot} />
      </svg>
      <span style={{ fontWeight: 800, fontSize: 20, letterSpacing: '-0.02em', whiteSpace: 'nowrap' }}>{SITE_NAME}</span>
    </span>
  );
}
