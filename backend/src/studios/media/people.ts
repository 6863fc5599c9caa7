import { hexToHsl, hsl, idPrefix, initialsOf, n, paletteFor, Random, type StudioArt, svg } from './basics.js';
import { monogramDisc } from './shapes.js';

/** Instructor portraits, and the stand-in for instructors without a photo. */

const SKIN_TONES = ['#f7d7b5', '#f1c27d', '#e0ac69', '#c68642', '#a1665e', '#8d5524', '#6b4226', '#ffdbac'];
const HAIR_COLOURS = [
  '#2c1b18',
  '#4a312c',
  '#1c1c1c',
  '#a55728',
  '#b58143',
  '#d6b370',
  '#6a4e42',
  '#8d4a43',
  '#bdbdbd',
];

/** A stylised portrait with a hair style, skin tone and backdrop picked from the name. */
export function drawInstructorPortrait(
  studio: StudioArt,
  instructor: { name: string; position: number },
): string {
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
      .map(
        (x, i) =>
          `<circle cx="${x - 0}" cy="${120 - Math.sin((i / 8) * Math.PI) * 22}" r="24" fill="${hair}"/>`,
      )
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
