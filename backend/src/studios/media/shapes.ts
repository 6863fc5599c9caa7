import { escapeXml, FONT, n, Random } from './basics.js';

/** Shapes the scenes are built from: waves, blobs, monogram discs, wordmarks. */

/** A closed sine band from the left edge to the right edge, filled down to the bottom. */
export function wavePath(
  width: number,
  height: number,
  baseY: number,
  amplitude: number,
  wavelength: number,
  phase: number,
): string {
  const points: string[] = [];
  for (let x = 0; x <= width; x += 20) {
    points.push(`${n(x)},${n(baseY + amplitude * Math.sin((x / wavelength) * Math.PI * 2 + phase))}`);
  }
  return `M0,${height}L${points.join('L')}L${width},${height}Z`;
}

/** A soft organic blob around (cx, cy). */
export function blobPath(cx: number, cy: number, radius: number, random: Random): string {
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

export function monogramDisc(
  cx: number,
  cy: number,
  r: number,
  letters: string,
  fill: string,
  color: string,
): string {
  const size = letters.length > 1 ? r * 0.92 : r * 1.1;
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>` +
    `<text x="${n(cx)}" y="${n(cy)}" dy="0.35em" text-anchor="middle" font-family="${FONT}" ` +
    `font-size="${n(size)}" font-weight="700" letter-spacing="${n(r * 0.02)}" fill="${color}">${escapeXml(letters)}</text>`
  );
}

/** Wordmark width for a name at a font size; textLength then makes any font fit exactly. */
export function wordmarkWidth(text: string, fontSize: number): number {
  return Math.max(fontSize * 2, text.length * fontSize * 0.66);
}
