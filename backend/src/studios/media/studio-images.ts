import {
  escapeXml,
  FONT,
  hsl,
  idPrefix,
  initialsOf,
  n,
  type Palette,
  paletteFor,
  Random,
  STREAMFIT_BRAND_COLOR,
  type StudioArt,
  svg,
} from './basics.js';
import { STREAMFIT_INK, streamFitMark } from './brand.js';
import { drawFigure, poseForClassType, POSES } from './figures.js';
import { blobPath, monogramDisc, wavePath, wordmarkWidth } from './shapes.js';

/**
 * A studio's images: its logo and the combined logo, the hero banner, the equipment still life, the
 * studio interior, the same class on three devices, the favicon.
 */

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
    parts.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#ffffff" fill-opacity="${n(random.range(0.25, 0.6))}"/>`,
    );
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
  parts.push(
    `<rect x="120" y="500" width="360" height="22" rx="8" fill="${palette.brand}" fill-opacity="0.85"/>`,
  );
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
