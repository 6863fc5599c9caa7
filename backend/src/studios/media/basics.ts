/**
 * Drawing basics shared by every image: what drawings know of a studio, text, numbers, seeded
 * randomness, colour and the SVG wrapper.
 */

export const STREAMFIT_BRAND_COLOR = '9ac8b9';

export const FONT = `'Helvetica Neue', Helvetica, Arial, sans-serif`;

/** What the drawings need to know about a studio. */
export interface StudioArt {
  name: string;
  slug: string;
  /** Hex without '#'. */
  brandColor: string;
  classTypes: readonly string[];
  equipment: readonly string[];
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** One decimal keeps the markup small and stable. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** FNV-1a: a stable 32-bit hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast, deterministic. */
export class Random {
  private state: number;

  constructor(seed: string) {
    this.state = hashString(seed) || 1;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  sign(): 1 | -1 {
    return this.next() < 0.5 ? -1 : 1;
  }
}

/**
 * Monogram letters: the first letters of the first two significant words, splitting camel case
 * (`MamaSoul` → MS, `The Dailey Method` → DM, `modelFIT` → MF).
 */
export function initialsOf(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length > 0);
  const significant = words.filter((word) => !/^(the|and|of)$/i.test(word));
  const chosen = significant.length > 0 ? significant : words;
  const first = chosen[0] ?? '?';
  const second = chosen[1];
  const letters = second !== undefined ? first.charAt(0) + second.charAt(0) : first.slice(0, 2);
  return letters.toUpperCase();
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function hexToHsl(hex: string): Hsl {
  const [r, g, b] = hexToRgb(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l: l * 100 };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: h * 60, s: s * 100, l: l * 100 };
}

export function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = clamp(s, 0, 100) / 100;
  const light = clamp(l, 0, 100) / 100;
  const q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat;
  const p = 2 * light - q;
  const channel = (t: number): string => {
    let x = t;
    if (x < 0) x += 1;
    if (x > 1) x -= 1;
    let c: number;
    if (x < 1 / 6) c = p + (q - p) * 6 * x;
    else if (x < 1 / 2) c = q;
    else if (x < 2 / 3) c = p + (q - p) * (2 / 3 - x) * 6;
    else c = p;
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(hue + 1 / 3)}${channel(hue)}${channel(hue - 1 / 3)}`;
}

function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A studio's colours, all derived from its brand colour. */
export interface Palette {
  brand: string;
  deep: string;
  dark: string;
  light: string;
  pale: string;
  accent: string;
  accentLight: string;
  /** Legible on white: the brand colour, darkened when it is too light. */
  ink: string;
  /** Legible on the brand colour. */
  onBrand: string;
}

export function paletteFor(brandColor: string, random: Random): Palette {
  const base = hexToHsl(brandColor);
  const s = base.s;
  const accentHue = base.h + random.sign() * random.range(28, 65);
  const accentSat = clamp(s, 48, 85);
  return {
    brand: `#${brandColor}`,
    deep: hsl(base.h, Math.min(s, 70), 13),
    dark: hsl(base.h, Math.min(s, 65), 26),
    light: hsl(base.h, s * 0.85, 74),
    pale: hsl(base.h, Math.min(s, 45), 95),
    accent: hsl(accentHue, accentSat, 56),
    accentLight: hsl(accentHue, accentSat, 78),
    ink: base.l > 45 ? hsl(base.h, s, 32) : `#${brandColor}`,
    onBrand: luminance(brandColor) > 0.45 ? hsl(base.h, Math.min(s, 60), 16) : '#ffffff',
  };
}

export function svg(width: number, height: number, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

/** Gradient and pattern ids are prefixed per image, so inlined SVGs never clash. */
export function idPrefix(...parts: string[]): string {
  return `sf${hashString(parts.join('|')).toString(36)}`;
}
