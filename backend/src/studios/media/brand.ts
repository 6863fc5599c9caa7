import { FONT, n, STREAMFIT_BRAND_COLOR, svg } from './basics.js';

/** StreamFit's own brand: its mark, logo and favicon. */

/** StreamFit's mark: a play triangle riding a pulse line, in a rounded square. */
export function streamFitMark(
  x: number,
  y: number,
  size: number,
  background: string,
  foreground: string,
): string {
  const s = size / 100;
  const pt = (px: number, py: number): string => `${n(x + px * s)},${n(y + py * s)}`;
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" rx="${n(24 * s)}" fill="${background}"/>` +
    `<path d="M${pt(36, 28)}L${pt(74, 50)}L${pt(36, 72)}Z" fill="${foreground}"/>` +
    `<path d="M${pt(10, 60)}L${pt(26, 60)}L${pt(32, 46)}L${pt(40, 74)}L${pt(46, 60)}L${pt(90, 60)}" fill="none" ` +
    `stroke="${background}" stroke-width="${n(7 * s)}" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="M${pt(10, 60)}L${pt(26, 60)}L${pt(32, 46)}L${pt(40, 74)}L${pt(46, 60)}L${pt(90, 60)}" fill="none" ` +
    `stroke="${foreground}" stroke-width="${n(3.4 * s)}" stroke-linejoin="round" stroke-linecap="round" opacity="0.85"/>`
  );
}

export const STREAMFIT_INK = '#1f4d42';

export function drawBrandLogo(): string {
  const body =
    streamFitMark(10, 10, 100, `#${STREAMFIT_BRAND_COLOR}`, '#ffffff') +
    `<text x="128" y="60" dy="0.35em" font-family="${FONT}" font-size="56" font-weight="800" letter-spacing="-1" fill="${STREAMFIT_INK}">` +
    `Stream<tspan fill="#${STREAMFIT_BRAND_COLOR}">Fit</tspan></text>`;
  return svg(420, 120, body, 'StreamFit');
}

export function drawBrandFavicon(): string {
  return svg(64, 64, streamFitMark(0, 0, 64, `#${STREAMFIT_BRAND_COLOR}`, '#ffffff'), 'StreamFit');
}
