// How a studio's REST record becomes the GraphQL Studio's derived fields. Pure functions, shared by
// the Studio, WhiteLabel and Site resolvers.
import type { StudioLevel } from '../__generated__/resolvers-types.js';
import type { StudioModel } from './models.js';

/** StreamFit's own brand, drawn on the general site (the default brand colour #9ac8b9). */
export const STREAMFIT_BRAND = {
  name: 'StreamFit',
  logoUrl: '/media/brand/logo.svg',
  color: '#9ac8b9',
  pageTitle: 'StreamFit | Boutique fitness classes on demand',
  faviconUrl: '/media/brand/favicon.svg',
  contactEmail: 'support@streamfit.app',
  trialEnabled: true,
} as const;

export const DEFAULT_INSTRUCTOR_IMAGE = '/media/instructors/default.svg';

/**
 * The studio's slug: the backend's, or else its short name, or its name lowercased without
 * non-word characters.
 */
export function slugOf(studio: StudioModel): string {
  if (studio.slug !== '') return studio.slug;
  if (studio.shortName !== '') return studio.shortName;
  return studio.name.toLowerCase().replace(/\W/g, '');
}

export function levelOf(studio: StudioModel): StudioLevel {
  switch (studio.levels) {
    case null:
      return 'ALL_LEVELS'; // the default for a studio that gives no level
    case 'allLevels':
      return 'ALL_LEVELS';
    case 'intermediate':
      return 'INTERMEDIATE';
    case 'advance':
      return 'ADVANCED';
    default:
      return 'UNSPECIFIED'; // '' or a key the catalogue does not know: no level icon
  }
}

export function classTypesOf(studio: StudioModel): string[] {
  return studio.classTypes.length > 0 ? studio.classTypes : ['Strength'];
}

export function equipmentKeysOf(studio: StudioModel): string[] {
  return studio.equipment.length > 0 ? studio.equipment : ['yogaMat'];
}

export interface StudioImageSet {
  logo: string;
  combinedLogo: string;
  hero: string;
  img2: string;
  about: string;
  howItWorks: string;
}

/**
 * The studio's artwork. Each image is the studio's own field, else its webStudioImgUrl fallback
 * (ordered about, hero, combinedLogo, img2, howItWorks), else the path the backend draws it at.
 */
export function imagesOf(studio: StudioModel): StudioImageSet {
  const slug = slugOf(studio);
  const drawn = (kind: string) => `/media/studios/${encodeURIComponent(slug)}/${kind}.svg`;
  const fallback = studio.webStudioImgUrl;
  return {
    logo: studio.logoUrl ?? drawn('logo'),
    combinedLogo: studio.combinedLogo ?? fallback[2] ?? drawn('combinedLogo'),
    hero: studio.hero ?? fallback[1] ?? drawn('hero'),
    img2: studio.img2 ?? fallback[3] ?? drawn('img2'),
    about: studio.aboutImg ?? fallback[0] ?? drawn('about'),
    howItWorks: studio.howItWorks ?? fallback[4] ?? drawn('howItWorks'),
  };
}

/** A CSS colour with its '#', from the backend's hex without one; StreamFit's colour when absent or not hex. */
export function cssColor(colorCode: string | null): string {
  const hex = colorCode?.trim().replace(/^#/, '');
  return hex && /^[0-9a-fA-F]{3,8}$/.test(hex) ? `#${hex}` : STREAMFIT_BRAND.color;
}

/**
 * A host or domain reduced to what site matching compares: lowercased, without scheme, path, port,
 * trailing dot or leading `www.`. `BARISTUDIO.localhost:4000` → `baristudio.localhost`.
 */
export function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  const scheme = h.indexOf('://');
  if (scheme >= 0) h = h.slice(scheme + 3);
  h = h.split(/[/?#]/, 1)[0] ?? '';
  if (h.startsWith('[')) {
    h = h.slice(0, h.indexOf(']') + 1 || undefined); // IPv6 literal: the port follows the bracket
  } else {
    h = h.replace(/:\d*$/, '');
  }
  return h.replace(/\.+$/, '').replace(/^www\./, '');
}

/** `www.baristudio.tv` → `baristudio.localhost`: the domain's first label on this machine. */
export function localAliasOf(domain: string): string {
  const label = normalizeHost(domain).split('.')[0] ?? '';
  return `${label}.localhost`;
}

export interface WhiteLabelInfo {
  domain: string;
  localAlias: string;
  color: string;
  pageTitle: string;
  faviconUrl: string;
}

/** The studio's favicon: its own, else the one the backend draws for it. */
export function faviconOf(studio: StudioModel): string {
  return studio.faviconUrl ?? `/media/studios/${encodeURIComponent(slugOf(studio))}/favicon.svg`;
}

/** The browser tab title of the studio's white-label site. */
export function pageTitleOf(studio: StudioModel): string {
  return studio.pageTitle ?? (studio.headerTitle || studio.name);
}

/** The studio's white-label site, or null when it has no white-label domain. */
export function whiteLabelOf(studio: StudioModel): WhiteLabelInfo | null {
  if (!studio.whitelabelDomain) return null;
  return {
    domain: studio.whitelabelDomain,
    localAlias: localAliasOf(studio.whitelabelDomain),
    color: cssColor(studio.colorCode),
    pageTitle: pageTitleOf(studio),
    faviconUrl: faviconOf(studio),
  };
}
