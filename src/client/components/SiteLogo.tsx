import { SITE_NAME } from '../lib/page-meta';

/**
 * The site's mark (a rising value chart on a coin-like tile) and its name. Drawn inline so
 * the name takes the text colour of the light or dark scheme.
 */
export function SiteLogo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1c7ed6" />
        <path d="M7 22.5l6-6.5 4.5 4 7.5-9" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="25" cy="11" r="2.6" fill="#ffd43b" />
      </svg>
      <span style={{ fontWeight: 800, fontSize: 20, letterSpacing: '-0.02em', whiteSpace: 'nowrap' }}>{SITE_NAME}</span>
    </span>
  );
}
