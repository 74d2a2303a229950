/**
 * The site's mark (a rising value chart on a coin-like tile), drawn on a 32×32 grid: the header
 * (src/client/components/SiteLogo.tsx) and the share images draw it from these, so they stay one.
 */
export const LOGO_MARK = {
  tile: { rx: 8, fill: '#1c7ed6' },
  chart: 'M7 22.5l6-6.5 4.5 4 7.5-9',
  dot: { cx: 25, cy: 11, r: 2.6, fill: '#ffd43b' },
} as const;

/** The mark as an SVG document, for places that take an image rather than markup. */
export function logoMarkSvg(): string {
  const { tile, chart, dot } = LOGO_MARK;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">',
    `<rect width="32" height="32" rx="${tile.rx}" fill="${tile.fill}"/>`,
    `<path d="${chart}" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<circle cx="${dot.cx}" cy="${dot.cy}" r="${dot.r}" fill="${dot.fill}"/>`,
    '</svg>',
  ].join('');
}
