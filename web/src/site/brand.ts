/** The default brand colour. */
export const DEFAULT_BRAND_COLOR = '#9ac8b9';
/** The default page title, used until the graph's brand arrives. */
export const DEFAULT_PAGE_TITLE = 'StreamFit';

export interface BrandStyle {
  color: string;
  pageTitle: string;
  faviconUrl: string;
}

const DARK_TEXT = '#14191b';
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A safe CSS colour from the graph: a #hex, or the default brand colour. */
export function brandColor(color: string | null | undefined): string {
  const trimmed = color?.trim() ?? '';
  if (HEX.test(trimmed)) return trimmed.toLowerCase();
  // The REST form is hex without '#'; accept it too.
  if (HEX.test(`#${trimmed}`)) return `#${trimmed.toLowerCase()}`;
  return DEFAULT_BRAND_COLOR;
}

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits;
  const value = Number.parseInt(full, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** WCAG relative luminance of a #hex colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Text colour for brand-coloured buttons. Light brands (StreamFit's mint) get
 * dark text; a dark white-label colour gets white text, so labels stay readable.
 */
export function textOnBrand(hex: string): string {
  const lum = luminance(hex);
  const contrastWithDark = (lum + 0.05) / (luminance(DARK_TEXT) + 0.05);
  const contrastWithWhite = 1.05 / (lum + 0.05);
  return contrastWithDark >= contrastWithWhite ? DARK_TEXT : '#ffffff';
}

function setFavicon(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
  if (href.endsWith('.svg')) link.type = 'image/svg+xml';
}

/**
 * Draws the site's brand on the document: the `--brand` colour (and a readable
 * text colour on it), the tab title and the favicon.
 */
export function applyBrand(brand: BrandStyle): void {
  const color = brandColor(brand.color);
  const root = document.documentElement;
  root.style.setProperty('--brand', color);
  root.style.setProperty('--brand-contrast', textOnBrand(color));
  document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute('content', color);
  document.title = brand.pageTitle || DEFAULT_PAGE_TITLE;
  if (brand.faviconUrl) setFavicon(brand.faviconUrl);
}
