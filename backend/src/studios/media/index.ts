/**
 * Every image the product shows is drawn here as SVG: deterministic (same studio → same bytes),
 * self-contained (no external URLs, generic font families only) and varied per studio through a
 * PRNG seeded by the studio's slug and a palette derived from its brand colour.
 *
 * basics.ts (text, numbers, randomness, colour, the SVG wrapper) ← shapes.ts, figures.ts ← the images:
 * studio-images.ts, people.ts, brand.ts.
 */
export { escapeXml, hashString, initialsOf, STREAMFIT_BRAND_COLOR, type StudioArt } from './basics.js';
export { drawBrandFavicon, drawBrandLogo } from './brand.js';
export { drawDefaultInstructor, drawInstructorPortrait } from './people.js';
export {
  drawAbout,
  drawCombinedLogo,
  drawHero,
  drawHowItWorks,
  drawImg2,
  drawStudioFavicon,
  drawStudioLogo,
} from './studio-images.js';
