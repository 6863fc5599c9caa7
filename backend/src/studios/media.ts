/**
 * Every image the product shows is drawn here as SVG: deterministic (same studio → same bytes),
 * self-contained (no external URLs, generic font families only) and varied per studio through a
 * PRNG seeded by the studio's slug and a palette derived from its brand colour.
 */

export const STREAMFIT_BRAND_COLOR = '9ac8b9';

const FONT = `'Helvetica Neue', Helvetica, Arial, sans-serif`;

/** What the drawings need to know about a studio. */
export interface StudioArt {
  name: string;
  slug: string;
  /** Hex without '#'. */
  brandColor: string;
  classTypes: readonly string[];
  equipment: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Text, numbers and randomness

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** One decimal keeps the markup small and stable. */
function n(value: number): string {
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
class Random {
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

// ---------------------------------------------------------------------------------------------
// Colour

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

function hexToHsl(hex: string): Hsl {
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

function hsl(h: number, s: number, l: number): string {
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
interface Palette {
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

function paletteFor(brandColor: string, random: Random): Palette {
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

function svg(width: number, height: number, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

/** Gradient and pattern ids are prefixed per image, so inlined SVGs never clash. */
function idPrefix(...parts: string[]): string {
  return `sf${hashString(parts.join('|')).toString(36)}`;
}

// ---------------------------------------------------------------------------------------------
// Figures: stylised athletes in a 100×100 box (y down, feet near 100)

type Point = readonly [number, number];

type Prop = 'bike' | 'barbell' | 'gloves' | 'mat' | 'rower' | 'barre' | 'ball';

interface Pose {
  head: Point;
  neck: Point;
  hip: Point;
  /** [back, front] limbs; the back ones are drawn dimmer for depth. */
  elbows: readonly [Point, Point];
  hands: readonly [Point, Point];
  knees: readonly [Point, Point];
  feet: readonly [Point, Point];
  props?: readonly Prop[];
}

const POSES = {
  run: {
    head: [57, 9],
    neck: [54, 21],
    hip: [48, 50],
    elbows: [
      [41, 34],
      [64, 33],
    ],
    hands: [
      [35, 44],
      [71, 24],
    ],
    knees: [
      [40, 70],
      [64, 62],
    ],
    feet: [
      [26, 76],
      [59, 84],
    ],
  },
  tree: {
    head: [50, 9],
    neck: [50, 21],
    hip: [50, 51],
    elbows: [
      [38, 11],
      [62, 11],
    ],
    hands: [
      [48, -4],
      [52, -4],
    ],
    knees: [
      [68, 64],
      [50, 75],
    ],
    feet: [
      [53, 67],
      [50, 98],
    ],
    props: ['mat'],
  },
  warrior: {
    head: [50, 14],
    neck: [50, 26],
    hip: [50, 55],
    elbows: [
      [33, 26],
      [67, 26],
    ],
    hands: [
      [16, 26],
      [84, 26],
    ],
    knees: [
      [34, 75],
      [70, 69],
    ],
    feet: [
      [18, 97],
      [73, 97],
    ],
    props: ['mat'],
  },
  meditate: {
    head: [50, 42],
    neck: [50, 54],
    hip: [50, 82],
    elbows: [
      [36, 68],
      [64, 68],
    ],
    hands: [
      [29, 82],
      [71, 82],
    ],
    knees: [
      [27, 90],
      [73, 90],
    ],
    feet: [
      [57, 94],
      [43, 94],
    ],
    props: ['mat'],
  },
  cycle: {
    head: [71, 25],
    neck: [63, 33],
    hip: [39, 49],
    elbows: [
      [67, 45],
      [69, 43],
    ],
    hands: [
      [75, 52],
      [77, 50],
    ],
    knees: [
      [53, 66],
      [58, 58],
    ],
    feet: [
      [44, 86],
      [55, 80],
    ],
    props: ['bike'],
  },
  box: {
    head: [44, 12],
    neck: [46, 24],
    hip: [44, 55],
    elbows: [
      [40, 38],
      [64, 24],
    ],
    hands: [
      [50, 22],
      [84, 22],
    ],
    knees: [
      [36, 77],
      [58, 76],
    ],
    feet: [
      [28, 98],
      [66, 98],
    ],
    props: ['gloves'],
  },
  lift: {
    head: [50, 22],
    neck: [50, 33],
    hip: [50, 62],
    elbows: [
      [34, 24],
      [66, 24],
    ],
    hands: [
      [32, 10],
      [68, 10],
    ],
    knees: [
      [32, 79],
      [68, 79],
    ],
    feet: [
      [37, 98],
      [63, 98],
    ],
    props: ['barbell'],
  },
  dance: {
    head: [46, 10],
    neck: [49, 22],
    hip: [52, 52],
    elbows: [
      [35, 13],
      [66, 31],
    ],
    hands: [
      [27, 0],
      [82, 25],
    ],
    knees: [
      [47, 76],
      [68, 70],
    ],
    feet: [
      [43, 98],
      [86, 80],
    ],
  },
  stretch: {
    head: [59, 14],
    neck: [54, 25],
    hip: [48, 57],
    elbows: [
      [40, 42],
      [63, 9],
    ],
    hands: [
      [37, 60],
      [75, 0],
    ],
    knees: [
      [38, 78],
      [60, 78],
    ],
    feet: [
      [28, 98],
      [70, 98],
    ],
    props: ['mat'],
  },
  row: {
    head: [44, 44],
    neck: [46, 55],
    hip: [36, 80],
    elbows: [
      [31, 64],
      [33, 62],
    ],
    hands: [
      [45, 67],
      [47, 65],
    ],
    knees: [
      [58, 77],
      [59, 75],
    ],
    feet: [
      [76, 84],
      [77, 82],
    ],
    props: ['rower'],
  },
  barre: {
    head: [38, 18],
    neck: [42, 30],
    hip: [54, 54],
    elbows: [
      [30, 40],
      [50, 16],
    ],
    hands: [
      [20, 44],
      [58, 4],
    ],
    knees: [
      [70, 56],
      [54, 78],
    ],
    feet: [
      [90, 48],
      [54, 100],
    ],
    props: ['barre'],
  },
  pilates: {
    head: [28, 60],
    neck: [34, 70],
    hip: [50, 95],
    elbows: [
      [44, 72],
      [46, 70],
    ],
    hands: [
      [57, 66],
      [59, 64],
    ],
    knees: [
      [63, 78],
      [65, 76],
    ],
    feet: [
      [77, 62],
      [79, 60],
    ],
    props: ['mat'],
  },
  jump: {
    head: [50, 8],
    neck: [50, 20],
    hip: [50, 50],
    elbows: [
      [36, 12],
      [64, 12],
    ],
    hands: [
      [24, 2],
      [76, 2],
    ],
    knees: [
      [40, 72],
      [60, 72],
    ],
    feet: [
      [30, 92],
      [70, 92],
    ],
  },
  kids: {
    head: [50, 30],
    neck: [50, 40],
    hip: [50, 64],
    elbows: [
      [38, 32],
      [62, 32],
    ],
    hands: [
      [30, 22],
      [70, 22],
    ],
    knees: [
      [42, 80],
      [58, 80],
    ],
    feet: [
      [34, 96],
      [66, 96],
    ],
    props: ['ball'],
  },
} satisfies Record<string, Pose>;

type PoseName = keyof typeof POSES;

/** Which pose best pictures a class type. */
function poseForClassType(classType: string | undefined, random: Random): PoseName {
  switch (classType) {
    case 'Yoga':
    case 'Prenatal & Postnatal':
      return random.pick(['tree', 'warrior'] as const);
    case 'Meditation':
    case 'Mindbody':
    case 'WOOM Experience I':
    case 'WOOM Experience II':
    case 'WOOM Experience III':
      return 'meditate';
    case 'Stretching':
    case 'Stretches':
    case 'Mobility':
      return 'stretch';
    case 'Pilates':
    case 'Sculpt':
    case 'Tone':
      return 'pilates';
    case 'Barre':
      return 'barre';
    case 'Dance':
      return 'dance';
    case 'Cycling':
    case 'HILIT':
      return 'cycle';
    case 'Running/Treadmill':
    case 'Endurance':
      return 'run';
    case 'Boxing':
    case 'Martial Arts':
      return 'box';
    case 'Rowing':
      return 'row';
    case 'Kids':
      return 'kids';
    case 'HIIT':
    case 'Cardio':
    case 'Bootcamp':
    case 'CrossHIIT':
      return 'jump';
    default:
      // Strength, Barbell, CrossFit, Full Body, and the spec's default class type.
      return 'lift';
  }
}

interface FigureStyle {
  /** Top-left of the 100×100 box, in image coordinates. */
  x: number;
  y: number;
  /** Image pixels per pose unit. */
  scale: number;
  body: string;
  back: string;
  prop: string;
}

function drawProps(pose: Pose, style: FigureStyle): string {
  const s = style.scale;
  const x = (px: number): string => n(style.x + px * s);
  const y = (py: number): string => n(style.y + py * s);
  const line = (a: Point, b: Point, width: number): string =>
    `<path d="M${x(a[0])},${y(a[1])}L${x(b[0])},${y(b[1])}" stroke="${style.prop}" stroke-width="${n(width * s)}" stroke-linecap="round"/>`;
  const ring = (c: Point, r: number, width: number): string =>
    `<circle cx="${x(c[0])}" cy="${y(c[1])}" r="${n(r * s)}" fill="none" stroke="${style.prop}" stroke-width="${n(width * s)}"/>`;
  const disc = (c: Point, r: number): string =>
    `<circle cx="${x(c[0])}" cy="${y(c[1])}" r="${n(r * s)}" fill="${style.prop}"/>`;
  const parts: string[] = [];
  for (const prop of pose.props ?? []) {
    switch (prop) {
      case 'mat':
        parts.push(line([6, 101], [94, 101], 3.2));
        break;
      case 'bike':
        parts.push(ring([28, 86], 14, 2.6), ring([84, 86], 14, 2.6));
        parts.push(line([28, 86], [50, 86], 2.4), line([50, 86], [38, 52], 2.4), line([50, 86], [74, 56], 2.4));
        parts.push(line([39, 55], [74, 56], 2.4), line([74, 52], [84, 86], 2.4), line([28, 86], [39, 55], 2.4));
        parts.push(line([33, 51], [44, 51], 3.2), line([73, 50], [80, 53], 3));
        break;
      case 'barbell':
        parts.push(line([6, 10], [94, 10], 2.2));
        for (const [px, h] of [
          [12, 20],
          [17, 14],
          [83, 14],
          [88, 20],
        ] as const) {
          parts.push(
            `<rect x="${x(px - 2.2)}" y="${y(10 - h / 2)}" width="${n(4.4 * s)}" height="${n(h * s)}" ` +
              `rx="${n(1.2 * s)}" fill="${style.prop}"/>`,
          );
        }
        break;
      case 'gloves':
        parts.push(disc(pose.hands[0], 5.2), disc(pose.hands[1], 5.6));
        break;
      case 'rower':
        parts.push(line([8, 91], [96, 91], 2.6), ring([92, 80], 8, 2.6));
        parts.push(line([30, 84], [44, 84], 3.4), line([79, 78], [81, 90], 2.6));
        parts.push(line(pose.hands[1], [88, 78], 0.8));
        break;
      case 'barre':
        parts.push(line([2, 45], [30, 45], 2.4), line([8, 45], [8, 101], 2.4));
        break;
      case 'ball':
        parts.push(disc([50, 6], 9));
        break;
    }
  }
  return parts.join('');
}

function drawFigure(pose: Pose, style: FigureStyle): string {
  const s = style.scale;
  const x = (px: number): string => n(style.x + px * s);
  const y = (py: number): string => n(style.y + py * s);
  const p = (pt: Point): string => `${x(pt[0])},${y(pt[1])}`;
  const limb = (a: Point, b: Point, c: Point, color: string, width: number): string =>
    `<path d="M${p(a)}L${p(b)}L${p(c)}" fill="none" stroke="${color}" stroke-width="${n(width * s)}" ` +
    `stroke-linecap="round" stroke-linejoin="round"/>`;
  const [backElbow, frontElbow] = pose.elbows;
  const [backHand, frontHand] = pose.hands;
  const [backKnee, frontKnee] = pose.knees;
  const [backFoot, frontFoot] = pose.feet;
  return [
    drawProps(pose, style),
    limb(pose.neck, backElbow, backHand, style.back, 5.6),
    limb(pose.hip, backKnee, backFoot, style.back, 7),
    `<path d="M${p(pose.neck)}L${p(pose.hip)}" stroke="${style.body}" stroke-width="${n(10.5 * s)}" stroke-linecap="round"/>`,
    limb(pose.hip, frontKnee, frontFoot, style.body, 7),
    limb(pose.neck, frontElbow, frontHand, style.body, 5.6),
    `<circle cx="${x(pose.head[0])}" cy="${y(pose.head[1])}" r="${n(7 * s)}" fill="${style.body}"/>`,
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Shapes

/** A closed sine band from the left edge to the right edge, filled down to the bottom. */
function wavePath(width: number, height: number, baseY: number, amplitude: number, wavelength: number, phase: number): string {
  const points: string[] = [];
  for (let x = 0; x <= width; x += 20) {
    points.push(`${n(x)},${n(baseY + amplitude * Math.sin((x / wavelength) * Math.PI * 2 + phase))}`);
  }
  return `M0,${height}L${points.join('L')}L${width},${height}Z`;
}

/** A soft organic blob around (cx, cy). */
function blobPath(cx: number, cy: number, radius: number, random: Random): string {
  const count = 7;
  const pts: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2;
    const r = radius * random.range(0.78, 1.15);
    pts.push([cx + Math.cos(angle) * r, cy + Math.sin(angle) * r]);
  }
  // Catmull-Rom through the points, as cubic Béziers.
  let d = `M${n(pts[0]![0])},${n(pts[0]![1])}`;
  for (let i = 0; i < count; i++) {
    const p0 = pts[(i - 1 + count) % count]!;
    const p1 = pts[i]!;
    const p2 = pts[(i + 1) % count]!;
    const p3 = pts[(i + 2) % count]!;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0]!)},${n(c1[1]!)} ${n(c2[0]!)},${n(c2[1]!)} ${n(p2[0])},${n(p2[1])}`;
  }
  return `${d}Z`;
}

function monogramDisc(cx: number, cy: number, r: number, letters: string, fill: string, color: string): string {
  const size = letters.length > 1 ? r * 0.92 : r * 1.1;
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>` +
    `<text x="${n(cx)}" y="${n(cy)}" dy="0.35em" text-anchor="middle" font-family="${FONT}" ` +
    `font-size="${n(size)}" font-weight="700" letter-spacing="${n(r * 0.02)}" fill="${color}">${escapeXml(letters)}</text>`
  );
}

/** Wordmark width for a name at a font size; textLength then makes any font fit exactly. */
function wordmarkWidth(text: string, fontSize: number): number {
  return Math.max(fontSize * 2, text.length * fontSize * 0.66);
}

// ---------------------------------------------------------------------------------------------
// Studio images

function studioContext(studio: StudioArt, kind: string): { random: Random; palette: Palette; id: string } {
  const random = new Random(`${studio.slug}:${kind}`);
  // The palette's accent is seeded by the studio alone so every image of a studio agrees.
  const palette = paletteFor(studio.brandColor, new Random(`${studio.slug}:palette`));
  return { random, palette, id: idPrefix(studio.slug, kind) };
}

/** Monogram plus wordmark on a light pill, legible on both light and dark pages. */
export function drawStudioLogo(studio: StudioArt): string {
  const { palette } = studioContext(studio, 'logo');
  const label = studio.name.toUpperCase();
  const fontSize = 36;
  const textWidth = wordmarkWidth(label, fontSize);
  const width = Math.round(150 + textWidth);
  const height = 120;
  const body =
    `<rect x="4" y="8" width="${width - 8}" height="${height - 16}" rx="52" fill="#ffffff" fill-opacity="0.94"/>` +
    monogramDisc(60, 60, 40, initialsOf(studio.name), palette.brand, palette.onBrand) +
    `<text x="116" y="60" dy="0.35em" font-family="${FONT}" font-size="${fontSize}" font-weight="800" ` +
    `letter-spacing="2" textLength="${n(textWidth)}" lengthAdjust="spacingAndGlyphs" fill="${palette.ink}">${escapeXml(label)}</text>`;
  return svg(width, height, body, `${studio.name} logo`);
}

/** StreamFit's mark: a play triangle riding a pulse line, in a rounded square. */
function streamFitMark(x: number, y: number, size: number, background: string, foreground: string): string {
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

const STREAMFIT_INK = '#1f4d42';

/** StreamFit mark and wordmark, a divider, then the studio's monogram and name. */
export function drawCombinedLogo(studio: StudioArt): string {
  const { palette } = studioContext(studio, 'combinedLogo');
  const label = studio.name.toUpperCase();
  const fontSize = 30;
  const textWidth = wordmarkWidth(label, fontSize);
  const width = Math.round(392 + textWidth);
  const height = 120;
  const body =
    `<rect x="4" y="8" width="${width - 8}" height="${height - 16}" rx="52" fill="#ffffff" fill-opacity="0.94"/>` +
    streamFitMark(28, 26, 68, `#${STREAMFIT_BRAND_COLOR}`, '#ffffff') +
    `<text x="110" y="60" dy="0.35em" font-family="${FONT}" font-size="28" font-weight="800" ` +
    `textLength="134" lengthAdjust="spacingAndGlyphs" fill="${STREAMFIT_INK}">StreamFit</text>` +
    `<path d="M262,30L262,90" stroke="#d0d7d5" stroke-width="2"/>` +
    monogramDisc(310, 60, 34, initialsOf(studio.name), palette.brand, palette.onBrand) +
    `<text x="358" y="60" dy="0.35em" font-family="${FONT}" font-size="${fontSize}" font-weight="800" letter-spacing="2" ` +
    `textLength="${n(textWidth)}" lengthAdjust="spacingAndGlyphs" fill="${palette.ink}">${escapeXml(label)}</text>`;
  return svg(width, height, body, `${studio.name} on StreamFit`);
}

/** A 1600×700 banner: gradient sky, glows, waves, dot grid, a ring and a figure in motion. */
export function drawHero(studio: StudioArt): string {
  const { random, palette, id } = studioContext(studio, 'hero');
  const width = 1600;
  const height = 700;
  const pose = POSES[poseForClassType(studio.classTypes[0], random)];
  const angle = random.range(0, 1);
  const figureOnRight = random.next() < 0.8;
  const figureCx = figureOnRight ? random.range(1080, 1240) : random.range(760, 880);
  const figureSize = random.range(430, 500);
  const ringR = figureSize * random.range(0.56, 0.66);
  const ringCy = 360 + random.range(-20, 20);
  const scale = figureSize / 100;
  const figureX = figureCx - 50 * scale;
  const figureY = ringCy - 50 * scale;

  const defs =
    `<defs>` +
    `<linearGradient id="${id}bg" x1="0" y1="${n(angle)}" x2="1" y2="${n(1 - angle)}">` +
    `<stop offset="0" stop-color="${palette.deep}"/><stop offset="0.55" stop-color="${palette.dark}"/>` +
    `<stop offset="1" stop-color="${palette.brand}"/></linearGradient>` +
    `<radialGradient id="${id}glow"><stop offset="0" stop-color="${palette.accentLight}" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="${palette.accentLight}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}glow2"><stop offset="0" stop-color="${palette.light}" stop-opacity="0.45"/>` +
    `<stop offset="1" stop-color="${palette.light}" stop-opacity="0"/></radialGradient>` +
    // User-space units: a perfectly vertical limb has a zero-width bounding box.
    `<linearGradient id="${id}body" gradientUnits="userSpaceOnUse" x1="0" y1="${n(figureY)}" x2="0" ` +
    `y2="${n(figureY + figureSize)}"><stop offset="0" stop-color="#ffffff"/>` +
    `<stop offset="1" stop-color="${palette.pale}"/></linearGradient>` +
    `<pattern id="${id}dots" width="22" height="22" patternUnits="userSpaceOnUse">` +
    `<circle cx="3" cy="3" r="2.6" fill="#ffffff" fill-opacity="0.22"/></pattern>` +
    `</defs>`;

  const parts: string[] = [defs, `<rect width="${width}" height="${height}" fill="url(#${id}bg)"/>`];
  const glows = random.int(3, 5);
  for (let i = 0; i < glows; i++) {
    parts.push(
      `<circle cx="${n(random.range(0, width))}" cy="${n(random.range(0, height))}" r="${n(random.range(180, 420))}" ` +
        `fill="url(#${id}${i % 2 === 0 ? 'glow' : 'glow2'})"/>`,
    );
  }
  // Diagonal light stripes in the upper left, for movement.
  const stripeAngle = random.range(-35, -20);
  const stripes: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = 80 + i * random.range(36, 60);
    stripes.push(
      `<path d="M${n(x)},-40L${n(x + 160)},${n(random.range(260, 420))}" stroke="#ffffff" stroke-opacity="0.07" ` +
        `stroke-width="${n(random.range(6, 22))}" stroke-linecap="round"/>`,
    );
  }
  parts.push(`<g transform="rotate(${n(stripeAngle)} 200 200)">${stripes.join('')}</g>`);
  // Dot grid tucked into a corner.
  const dotsX = random.next() < 0.5 ? random.range(40, 200) : random.range(560, 700);
  parts.push(
    `<rect x="${n(dotsX)}" y="${n(random.range(40, 120))}" width="${n(random.range(180, 260))}" ` +
      `height="${n(random.range(120, 180))}" fill="url(#${id}dots)"/>`,
  );
  // The ring behind the figure, partly open.
  const circumference = 2 * Math.PI * ringR;
  parts.push(
    `<circle cx="${n(figureCx)}" cy="${n(ringCy)}" r="${n(ringR)}" fill="none" stroke="${palette.accent}" ` +
      `stroke-width="${n(random.range(14, 24))}" stroke-linecap="round" stroke-opacity="0.85" ` +
      `stroke-dasharray="${n(circumference * random.range(0.55, 0.8))} ${n(circumference)}" ` +
      `transform="rotate(${n(random.range(0, 360))} ${n(figureCx)} ${n(ringCy)})"/>`,
    `<circle cx="${n(figureCx)}" cy="${n(ringCy)}" r="${n(ringR * 0.82)}" fill="#ffffff" fill-opacity="0.05"/>`,
  );
  // Waves along the bottom, back to front.
  const waveColors = [palette.accent, palette.light, palette.brand];
  for (let i = 0; i < 3; i++) {
    parts.push(
      `<path d="${wavePath(width, height, 520 + i * 48 + random.range(-10, 10), random.range(14, 42), random.range(380, 820), random.range(0, 6.28))}" ` +
        `fill="${waveColors[i]}" fill-opacity="${n(0.22 + i * 0.12)}"/>`,
    );
  }
  // Motion streaks on the trailing side of the figure.
  const streaks: string[] = [];
  for (let i = 0; i < 4; i++) {
    const y = figureY + figureSize * random.range(0.2, 0.75);
    const x = figureX - random.range(10, 90);
    streaks.push(
      `<path d="M${n(x)},${n(y)}L${n(x - random.range(60, 160))},${n(y)}" stroke="#ffffff" stroke-opacity="0.35" ` +
        `stroke-width="${n(random.range(5, 10))}" stroke-linecap="round"/>`,
    );
  }
  parts.push(streaks.join(''));
  parts.push(
    `<ellipse cx="${n(figureCx)}" cy="${n(figureY + 103 * scale)}" rx="${n(figureSize * 0.36)}" ry="${n(figureSize * 0.035)}" ` +
      `fill="#000000" fill-opacity="0.22"/>`,
  );
  parts.push(
    drawFigure(pose, {
      x: figureX,
      y: figureY,
      scale,
      body: `url(#${id}body)`,
      back: palette.light,
      prop: palette.accentLight,
    }),
  );
  // Small sparkles.
  for (let i = 0; i < 7; i++) {
    const cx = random.range(60, width - 60);
    const cy = random.range(40, 460);
    const r = random.range(3, 7);
    parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#ffffff" fill-opacity="${n(random.range(0.25, 0.6))}"/>`);
  }
  return svg(width, height, parts.join(''), `${studio.name}: studio banner`);
}

// Equipment, drawn at (x, y) in a roughly 160×120 cell.
type EquipmentDrawing = (x: number, y: number, main: string, detail: string) => string;

const EQUIPMENT_DRAWINGS: Record<string, EquipmentDrawing> = {
  dumbells: (x, y, main, detail) =>
    `<rect x="${x + 20}" y="${y + 52}" width="120" height="16" rx="8" fill="${detail}"/>` +
    `<rect x="${x + 10}" y="${y + 30}" width="28" height="60" rx="8" fill="${main}"/>` +
    `<rect x="${x + 122}" y="${y + 30}" width="28" height="60" rx="8" fill="${main}"/>`,
  kettlebell: (x, y, main, detail) =>
    `<path d="M${x + 52},${y + 50}C${x + 44},${y + 8} ${x + 116},${y + 8} ${x + 108},${y + 50}" fill="none" stroke="${detail}" stroke-width="14" stroke-linecap="round"/>` +
    `<circle cx="${x + 80}" cy="${y + 78}" r="40" fill="${main}"/>` +
    `<rect x="${x + 52}" y="${y + 112}" width="56" height="8" rx="4" fill="${detail}"/>`,
  barbell: (x, y, main, detail) =>
    `<rect x="${x}" y="${y + 56}" width="160" height="8" rx="4" fill="${detail}"/>` +
    `<rect x="${x + 14}" y="${y + 20}" width="14" height="80" rx="4" fill="${main}"/>` +
    `<rect x="${x + 30}" y="${y + 30}" width="10" height="60" rx="4" fill="${main}"/>` +
    `<rect x="${x + 132}" y="${y + 20}" width="14" height="80" rx="4" fill="${main}"/>` +
    `<rect x="${x + 120}" y="${y + 30}" width="10" height="60" rx="4" fill="${main}"/>`,
  yogaMat: (x, y, main, detail) =>
    `<rect x="${x + 10}" y="${y + 78}" width="120" height="22" rx="6" fill="${main}" opacity="0.85"/>` +
    `<circle cx="${x + 130}" cy="${y + 76}" r="26" fill="${main}"/>` +
    `<circle cx="${x + 130}" cy="${y + 76}" r="15" fill="none" stroke="${detail}" stroke-width="5"/>` +
    `<circle cx="${x + 130}" cy="${y + 76}" r="5" fill="${detail}"/>`,
  pilatesCircle: (x, y, main, detail) =>
    `<circle cx="${x + 80}" cy="${y + 60}" r="50" fill="none" stroke="${main}" stroke-width="10"/>` +
    `<rect x="${x + 18}" y="${y + 46}" width="16" height="28" rx="6" fill="${detail}"/>` +
    `<rect x="${x + 126}" y="${y + 46}" width="16" height="28" rx="6" fill="${detail}"/>`,
  inflatableBall: (x, y, main, detail) =>
    `<circle cx="${x + 80}" cy="${y + 62}" r="54" fill="${main}"/>` +
    `<path d="M${x + 34},${y + 40}C${x + 70},${y + 62} ${x + 96},${y + 62} ${x + 128},${y + 40}" fill="none" stroke="${detail}" stroke-width="5" opacity="0.7"/>` +
    `<circle cx="${x + 60}" cy="${y + 40}" r="10" fill="#ffffff" opacity="0.45"/>`,
  balletBarre: (x, y, main, detail) =>
    `<rect x="${x}" y="${y + 30}" width="160" height="12" rx="6" fill="${main}"/>` +
    `<rect x="${x + 18}" y="${y + 30}" width="10" height="90" rx="4" fill="${detail}"/>` +
    `<rect x="${x + 132}" y="${y + 30}" width="10" height="90" rx="4" fill="${detail}"/>`,
  block: (x, y, main, detail) =>
    `<path d="M${x + 30},${y + 50}L${x + 110},${y + 34}L${x + 140},${y + 54}L${x + 60},${y + 72}Z" fill="${detail}"/>` +
    `<path d="M${x + 30},${y + 50}L${x + 60},${y + 72}L${x + 60},${y + 116}L${x + 30},${y + 94}Z" fill="${main}" opacity="0.8"/>` +
    `<path d="M${x + 60},${y + 72}L${x + 140},${y + 54}L${x + 140},${y + 98}L${x + 60},${y + 116}Z" fill="${main}"/>`,
  slidingDiscs: (x, y, main, detail) =>
    `<ellipse cx="${x + 52}" cy="${y + 80}" rx="42" ry="18" fill="${main}"/>` +
    `<ellipse cx="${x + 52}" cy="${y + 74}" rx="42" ry="18" fill="${detail}"/>` +
    `<ellipse cx="${x + 112}" cy="${y + 58}" rx="38" ry="16" fill="${main}"/>` +
    `<ellipse cx="${x + 112}" cy="${y + 52}" rx="38" ry="16" fill="${detail}"/>`,
  foamRoller: (x, y, main, detail) =>
    `<rect x="${x + 20}" y="${y + 44}" width="120" height="48" rx="10" fill="${main}"/>` +
    `<ellipse cx="${x + 140}" cy="${y + 68}" rx="12" ry="24" fill="${detail}"/>` +
    `<path d="M${x + 44},${y + 44}L${x + 44},${y + 92}M${x + 68},${y + 44}L${x + 68},${y + 92}M${x + 92},${y + 44}L${x + 92},${y + 92}M${x + 116},${y + 44}L${x + 116},${y + 92}" stroke="${detail}" stroke-width="4" opacity="0.6"/>`,
  stationaryBike: (x, y, main, detail) =>
    `<circle cx="${x + 118}" cy="${y + 84}" r="26" fill="none" stroke="${main}" stroke-width="9"/>` +
    `<path d="M${x + 30},${y + 116}L${x + 140},${y + 116}M${x + 50},${y + 116}L${x + 62},${y + 40}M${x + 62},${y + 60}L${x + 118},${y + 84}M${x + 104},${y + 116}L${x + 112},${y + 30}" stroke="${detail}" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="${x + 46}" y="${y + 30}" width="34" height="10" rx="5" fill="${main}"/>` +
    `<rect x="${x + 104}" y="${y + 22}" width="30" height="10" rx="5" fill="${main}"/>`,
  treadmill: (x, y, main, detail) =>
    `<path d="M${x + 10},${y + 104}L${x + 140},${y + 92}" stroke="${main}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M${x + 132},${y + 92}L${x + 122},${y + 24}" stroke="${detail}" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="${x + 100}" y="${y + 12}" width="44" height="20" rx="6" fill="${main}"/>`,
  resistanceBand: (x, y, main, detail) =>
    `<path d="M${x + 20},${y + 60}C${x + 50},${y + 10} ${x + 110},${y + 110} ${x + 140},${y + 60}" fill="none" stroke="${main}" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="${x + 6}" y="${y + 48}" width="18" height="28" rx="6" fill="${detail}"/>` +
    `<rect x="${x + 136}" y="${y + 48}" width="18" height="28" rx="6" fill="${detail}"/>`,
};

/** 800×600 still life of the studio's equipment on a tinted backdrop. */
export function drawImg2(studio: StudioArt): string {
  const { random, palette, id } = studioContext(studio, 'img2');
  const width = 800;
  const height = 600;
  const items = (studio.equipment.length > 0 ? studio.equipment : ['yogaMat']).filter(
    (key) => EQUIPMENT_DRAWINGS[key] !== undefined,
  );
  const parts: string[] = [
    `<defs><linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.pale}"/>` +
      `<stop offset="1" stop-color="${palette.light}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id}bg)"/>`,
    `<path d="${blobPath(400, 300, 230, random)}" fill="${palette.brand}" fill-opacity="0.16"/>`,
    `<path d="${blobPath(random.range(120, 680), random.range(100, 500), 110, random)}" fill="${palette.accent}" fill-opacity="0.18"/>`,
    `<rect x="0" y="470" width="${width}" height="130" fill="${palette.dark}" fill-opacity="0.08"/>`,
  ];
  // [x, y, scale] of each item's 160×120 cell.
  const slots: [number, number, number][] =
    items.length === 1
      ? [[200, 170, 2.5]]
      : items.length === 2
        ? [
            [70, 230, 1.7],
            [450, 190, 1.7],
          ]
        : [
            [40, 300, 1.35],
            [290, 150, 1.35],
            [540, 300, 1.35],
          ];
  items.slice(0, 3).forEach((key, index) => {
    const slot = slots[index];
    const draw = EQUIPMENT_DRAWINGS[key];
    if (!slot || !draw) return;
    const [x, y, scale] = slot;
    parts.push(
      `<g transform="translate(${x} ${y}) scale(${scale})">` +
        `<ellipse cx="80" cy="124" rx="84" ry="10" fill="#000000" fill-opacity="0.12"/>` +
        draw(0, 0, index % 2 === 0 ? palette.brand : palette.accent, palette.dark) +
        `</g>`,
    );
  });
  for (let i = 0; i < 10; i++) {
    parts.push(
      `<circle cx="${n(random.range(30, 770))}" cy="${n(random.range(30, 440))}" r="${n(random.range(3, 9))}" ` +
        `fill="${random.next() < 0.5 ? palette.brand : palette.accent}" fill-opacity="0.35"/>`,
    );
  }
  return svg(width, height, parts.join(''), `${studio.name}: equipment`);
}

/** 800×600 studio interior: window light, a plant, a framed monogram and a member mid-class. */
export function drawAbout(studio: StudioArt): string {
  const { random, palette, id } = studioContext(studio, 'about');
  const width = 800;
  const height = 600;
  const poseName = poseForClassType(studio.classTypes[1] ?? studio.classTypes[0], random);
  const pose = POSES[poseName];
  const windowX = random.range(420, 520);
  const parts: string[] = [
    `<defs><linearGradient id="${id}wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.pale}"/>` +
      `<stop offset="1" stop-color="${palette.light}"/></linearGradient>` +
      `<linearGradient id="${id}beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.6"/>` +
      `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id}wall)"/>`,
    // Window with panes, and the light it throws on the floor.
    `<rect x="${n(windowX)}" y="70" width="240" height="260" rx="10" fill="#ffffff" stroke="${palette.dark}" stroke-opacity="0.25" stroke-width="8"/>`,
    `<rect x="${n(windowX + 10)}" y="80" width="220" height="240" fill="${palette.accentLight}" fill-opacity="0.45"/>`,
    `<path d="M${n(windowX + 120)},74L${n(windowX + 120)},326M${n(windowX + 4)},200L${n(windowX + 236)},200" stroke="${palette.dark}" stroke-opacity="0.25" stroke-width="6"/>`,
    `<path d="M${n(windowX)},330L${n(windowX + 240)},330L${n(windowX + 150)},600L${n(windowX - 190)},600Z" fill="url(#${id}beam)"/>`,
    // Floor.
    `<rect x="0" y="440" width="${width}" height="160" fill="${palette.dark}" fill-opacity="0.18"/>`,
    `<path d="M0,440L${width},440" stroke="${palette.dark}" stroke-opacity="0.25" stroke-width="3"/>`,
    // Framed monogram.
    `<rect x="70" y="90" width="150" height="150" rx="8" fill="#ffffff" stroke="${palette.dark}" stroke-opacity="0.3" stroke-width="6"/>`,
    monogramDisc(145, 165, 52, initialsOf(studio.name), palette.brand, palette.onBrand),
    // Plant.
    `<path d="M702,440L690,380L760,380L748,440Z" fill="${palette.dark}" fill-opacity="0.7"/>`,
  ];
  for (let i = 0; i < 6; i++) {
    const angle = -Math.PI / 2 + random.range(-0.9, 0.9);
    const length = random.range(70, 130);
    const tipX = 725 + Math.cos(angle) * length;
    const tipY = 380 + Math.sin(angle) * length;
    parts.push(
      `<path d="M725,380Q${n((725 + tipX) / 2 + random.range(-30, 30))},${n((380 + tipY) / 2)} ${n(tipX)},${n(tipY)}" ` +
        `fill="none" stroke="${hsl(140, 45, random.range(30, 45))}" stroke-width="${n(random.range(10, 16))}" stroke-linecap="round"/>`,
    );
  }
  // Mat, shadow and the member.
  parts.push(`<rect x="120" y="500" width="360" height="22" rx="8" fill="${palette.brand}" fill-opacity="0.85"/>`);
  parts.push(
    drawFigure(pose, {
      x: 180,
      y: 200,
      scale: 3,
      body: palette.dark,
      back: palette.brand,
      prop: palette.accent,
    }),
  );
  return svg(width, height, parts.join(''), `${studio.name}: inside the studio`);
}

/** 800×600: the same class playing on a TV, a laptop and a phone. */
export function drawHowItWorks(studio: StudioArt): string {
  const { random, palette, id } = studioContext(studio, 'howItWorks');
  const width = 800;
  const height = 600;
  const screen = (x: number, y: number, w: number, h: number, r: number): string => {
    const cx = x + w / 2;
    const cy = y + h / 2;
    const t = Math.min(w, h) * 0.16;
    return (
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="url(#${id}screen)"/>` +
      `<path d="${wavePath(w, h, h * 0.72, h * 0.06, w * 0.6, random.range(0, 6))}" transform="translate(${n(x)} ${n(y)})" fill="${palette.accent}" fill-opacity="0.5"/>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(t * 1.5)}" fill="#ffffff" fill-opacity="0.92"/>` +
      `<path d="M${n(cx - t * 0.45)},${n(cy - t * 0.7)}L${n(cx + t * 0.8)},${n(cy)}L${n(cx - t * 0.45)},${n(cy + t * 0.7)}Z" fill="${palette.brand}"/>`
    );
  };
  const parts: string[] = [
    `<defs><linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.pale}"/>` +
      `<stop offset="1" stop-color="#ffffff"/></linearGradient>` +
      `<linearGradient id="${id}screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.deep}"/>` +
      `<stop offset="1" stop-color="${palette.brand}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id}bg)"/>`,
    `<path d="${blobPath(400, 310, 250, random)}" fill="${palette.light}" fill-opacity="0.35"/>`,
    // TV on a stand.
    `<rect x="170" y="90" width="460" height="270" rx="14" fill="#1d2326"/>`,
    screen(184, 104, 432, 242, 6),
    `<path d="M360,360L340,404L460,404L440,360Z" fill="#1d2326"/>`,
    // Laptop.
    `<rect x="60" y="330" width="260" height="164" rx="10" fill="#2a3033"/>`,
    screen(72, 342, 236, 140, 4),
    `<path d="M30,494L350,494L330,514L50,514Z" fill="#3a4246"/>`,
    // Phone.
    `<rect x="560" y="300" width="130" height="240" rx="20" fill="#1d2326"/>`,
    screen(570, 318, 110, 204, 10),
    // Signal arcs: one class, every screen.
    `<g fill="none" stroke="${palette.accent}" stroke-width="8" stroke-linecap="round">` +
      `<path d="M660,120a60,60 0 0 1 60,60"/><path d="M660,90a90,90 0 0 1 90,90"/></g>` +
      `<circle cx="660" cy="180" r="9" fill="${palette.accent}"/>`,
    `<path d="M320,420C380,440 460,440 560,420" fill="none" stroke="${palette.dark}" stroke-opacity="0.3" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>`,
  ];
  return svg(width, height, parts.join(''), `${studio.name}: stream on any screen`);
}

export function drawStudioFavicon(studio: StudioArt): string {
  const { palette } = studioContext(studio, 'favicon');
  const letters = initialsOf(studio.name);
  const body =
    `<rect width="64" height="64" rx="14" fill="${palette.brand}"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="${letters.length > 1 ? 27 : 36}" ` +
    `font-weight="800" fill="${palette.onBrand}">${escapeXml(letters)}</text>`;
  return svg(64, 64, body, `${studio.name} icon`);
}

// ---------------------------------------------------------------------------------------------
// People

const SKIN_TONES = ['#f7d7b5', '#f1c27d', '#e0ac69', '#c68642', '#a1665e', '#8d5524', '#6b4226', '#ffdbac'];
const HAIR_COLOURS = ['#2c1b18', '#4a312c', '#1c1c1c', '#a55728', '#b58143', '#d6b370', '#6a4e42', '#8d4a43', '#bdbdbd'];

/** A stylised portrait with a hair style, skin tone and backdrop picked from the name. */
export function drawInstructorPortrait(studio: StudioArt, instructor: { name: string; position: number }): string {
  const random = new Random(`${studio.slug}:instructor:${instructor.position}:${instructor.name}`);
  const palette = paletteFor(studio.brandColor, new Random(`${studio.slug}:palette`));
  const id = idPrefix(studio.slug, 'instructor', String(instructor.position));
  const base = hexToHsl(studio.brandColor);
  const hue = base.h + random.range(-70, 70);
  const backdropA = hsl(hue, 55, 78);
  const backdropB = hsl(hue + 30, 50, 62);
  const skin = random.pick(SKIN_TONES);
  const hair = random.pick(HAIR_COLOURS);
  const style = random.int(0, 4);
  const top = random.next() < 0.5 ? palette.brand : palette.accent;
  const hairParts: Record<number, string> = {
    // Short crop.
    0: `<path d="M140,150C140,92 260,92 260,150C252,124 232,112 200,112C168,112 148,124 140,150Z" fill="${hair}"/>`,
    // Long hair falling to the shoulders (drawn behind the face below).
    1: '',
    // Top bun.
    2:
      `<circle cx="200" cy="88" r="28" fill="${hair}"/>` +
      `<path d="M138,156C136,96 264,96 262,156C250,122 228,110 200,110C172,110 150,122 138,156Z" fill="${hair}"/>`,
    // Curls.
    3: [120, 140, 160, 180, 200, 220, 240, 260, 280]
      .map((x, i) => `<circle cx="${x - 0}" cy="${120 - Math.sin((i / 8) * Math.PI) * 22}" r="24" fill="${hair}"/>`)
      .slice(1, 8)
      .join(''),
    // Shaved: no hair, a headband instead.
    4: `<path d="M142,136C170,118 230,118 258,136" fill="none" stroke="${top}" stroke-width="12" stroke-linecap="round"/>`,
  };
  const longHair =
    style === 1
      ? `<path d="M132,160C124,84 276,84 268,160L278,262C246,280 154,280 122,262Z" fill="${hair}"/>`
      : '';
  const body =
    `<defs><linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${backdropA}"/>` +
    `<stop offset="1" stop-color="${backdropB}"/></linearGradient>` +
    `<clipPath id="${id}clip"><circle cx="200" cy="200" r="200"/></clipPath></defs>` +
    `<g clip-path="url(#${id}clip)">` +
    `<rect width="400" height="400" fill="url(#${id}bg)"/>` +
    `<circle cx="${n(random.range(40, 360))}" cy="${n(random.range(40, 160))}" r="${n(random.range(40, 90))}" fill="#ffffff" fill-opacity="0.18"/>` +
    longHair +
    `<path d="M70,420C70,318 130,282 200,282C270,282 330,318 330,420Z" fill="${top}"/>` +
    `<path d="M176,240L224,240L222,292C214,304 186,304 178,292Z" fill="${skin}"/>` +
    `<path d="M172,288C184,302 216,302 228,288" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6" stroke-linecap="round"/>` +
    `<ellipse cx="200" cy="172" rx="60" ry="72" fill="${skin}"/>` +
    (hairParts[style] ?? '') +
    `<path d="M176,196C188,206 212,206 224,196" fill="none" stroke="#000000" stroke-opacity="0.28" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="178" cy="166" r="5.5" fill="#000000" fill-opacity="0.55"/><circle cx="222" cy="166" r="5.5" fill="#000000" fill-opacity="0.55"/>` +
    `</g>` +
    monogramDisc(322, 322, 44, initialsOf(instructor.name), palette.deep, '#ffffff') +
    `<circle cx="322" cy="322" r="44" fill="none" stroke="#ffffff" stroke-width="6"/>`;
  return svg(400, 400, body, `${instructor.name}, ${studio.name} instructor`);
}

/** For instructors without a photo. */
export function drawDefaultInstructor(): string {
  const body =
    `<defs><linearGradient id="sfdefbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef1f0"/>` +
    `<stop offset="1" stop-color="#cfd8d5"/></linearGradient>` +
    `<clipPath id="sfdefclip"><circle cx="200" cy="200" r="200"/></clipPath></defs>` +
    `<g clip-path="url(#sfdefclip)"><rect width="400" height="400" fill="url(#sfdefbg)"/>` +
    `<path d="M70,420C70,318 130,282 200,282C270,282 330,318 330,420Z" fill="#a9b7b2"/>` +
    `<path d="M176,240L224,240L222,292C214,304 186,304 178,292Z" fill="#a9b7b2"/>` +
    `<ellipse cx="200" cy="172" rx="60" ry="72" fill="#a9b7b2"/></g>`;
  return svg(400, 400, body, 'Instructor');
}

// ---------------------------------------------------------------------------------------------
// StreamFit's own brand

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
