import { MONTHLY_PRICE, STUDIO_DEFAULTS, YEARLY_PRICE } from './catalogue.js';
import { packageIdFor } from './package-ids.js';
import type { ClassTypeRecord, InstructorRecord, StudioRecord, TestimonialRecord } from './repository.js';

/** The API's shapes for studios (backend/API.md "Studios"). */

export type StudioImageKind = 'logo' | 'combinedLogo' | 'hero' | 'img2' | 'about' | 'howItWorks' | 'favicon';

export function studioImageUrl(slug: string, kind: StudioImageKind): string {
  return `/media/studios/${slug}/${kind}.svg`;
}

export function instructorImageUrl(slug: string, instructor: InstructorRecord): string {
  return instructor.hasPhoto
    ? `/media/studios/${slug}/instructors/${instructor.position}.svg`
    : STUDIO_DEFAULTS.instructorImageUrl;
}

export interface WebStudio {
  id: number;
  name: string;
  shortName: string;
  slug: string;
  about: string;
  summary: string;
  classTypes: string[];
  equipment: string[];
  levels: string;
  instructors: { name: string; bio: string; imageUrl: string }[];
  feedback: { name: string; feedback: string }[];
  logoUrl: string;
  hero: string;
  combinedLogo: string;
  img2: string;
  aboutImg: string;
  howItWorks: string;
  webStudioImgUrl: string[];
  headerTitle: string;
  headerDescription: string;
  introH1: string;
  introH2: string;
  closingH1: string;
  closingH2: string;
  contactEmail: string | null;
  trialEnabled: boolean;
  isOnWhiteLabel: boolean;
  whitelabelDomain: string | null;
  colorCode: string | null;
  pageTitle: string | null;
  faviconUrl: string | null;
}

export interface WhiteLabelStudio {
  id: number;
  shortName: string;
  name: string;
  logoUrl: string;
  colorCode: string | null;
  pageTitle: string | null;
  faviconUrl: string | null;
  whitelabelDomain: string | null;
  contactEmail: string | null;
  trialEnabled: boolean;
}

export interface StudioSummary {
  id: number;
  name: string;
  shortName: string;
  slug: string;
  logoUrl: string;
  hero: string;
  link: string;
  isOnWhiteLabel: boolean;
  whitelabelDomain: string | null;
}

export interface PackagePrice {
  packageId: string;
  price: number;
}

export interface StudioPackages {
  daily: PackagePrice;
  monthly: PackagePrice;
  yearly: PackagePrice;
}

function isOnWhiteLabel(studio: StudioRecord): boolean {
  return studio.whitelabelDomain !== null;
}

function faviconUrl(studio: StudioRecord): string | null {
  return isOnWhiteLabel(studio) ? studioImageUrl(studio.slug, 'favicon') : null;
}

export function toWebStudio(
  studio: StudioRecord,
  instructors: readonly InstructorRecord[],
  testimonials: readonly TestimonialRecord[],
): WebStudio {
  const image = (kind: StudioImageKind): string => studioImageUrl(studio.slug, kind);
  return {
    id: studio.id,
    name: studio.name,
    shortName: studio.shortName,
    slug: studio.slug,
    about: studio.about,
    summary: studio.summary,
    // The product's defaults for what the catalogue leaves out.
    classTypes: studio.classTypes.length > 0 ? studio.classTypes : [...STUDIO_DEFAULTS.classTypes],
    equipment: studio.equipment.length > 0 ? studio.equipment : [...STUDIO_DEFAULTS.equipment],
    levels: studio.levels ?? STUDIO_DEFAULTS.levels,
    instructors: instructors.map((instructor) => ({
      name: instructor.name,
      bio: instructor.bio,
      imageUrl: instructorImageUrl(studio.slug, instructor),
    })),
    feedback: testimonials.map((testimonial) => ({ name: testimonial.author, feedback: testimonial.text })),
    logoUrl: image('logo'),
    hero: image('hero'),
    combinedLogo: image('combinedLogo'),
    img2: image('img2'),
    aboutImg: image('about'),
    howItWorks: image('howItWorks'),
    webStudioImgUrl: [
      image('about'),
      image('hero'),
      image('combinedLogo'),
      image('img2'),
      image('howItWorks'),
    ],
    headerTitle: studio.headerTitle,
    headerDescription: studio.headerDescription,
    introH1: studio.introH1,
    introH2: studio.introH2,
    closingH1: studio.closingH1,
    closingH2: studio.closingH2,
    contactEmail: studio.contactEmail,
    trialEnabled: studio.trialEnabled,
    isOnWhiteLabel: isOnWhiteLabel(studio),
    whitelabelDomain: studio.whitelabelDomain,
    colorCode: studio.colorCode,
    pageTitle: studio.pageTitle,
    faviconUrl: faviconUrl(studio),
  };
}

export function toWhiteLabelStudio(studio: StudioRecord): WhiteLabelStudio {
  return {
    id: studio.id,
    shortName: studio.shortName,
    name: studio.name,
    logoUrl: studioImageUrl(studio.slug, 'logo'),
    colorCode: studio.colorCode,
    pageTitle: studio.pageTitle,
    faviconUrl: faviconUrl(studio),
    whitelabelDomain: studio.whitelabelDomain,
    contactEmail: studio.contactEmail,
    trialEnabled: studio.trialEnabled,
  };
}

export function toStudioSummary(studio: StudioRecord): StudioSummary {
  return {
    id: studio.id,
    name: studio.name,
    shortName: studio.shortName,
    slug: studio.slug,
    logoUrl: studioImageUrl(studio.slug, 'logo'),
    hero: studioImageUrl(studio.slug, 'hero'),
    link: `/studios/${studio.slug}`,
    isOnWhiteLabel: isOnWhiteLabel(studio),
    whitelabelDomain: studio.whitelabelDomain,
  };
}

/** The package ids come from package-ids.ts, as payments' plans do, so this call and `/api/basic/plans` always agree. */
export function toStudioPackages(studio: StudioRecord): StudioPackages {
  return {
    daily: { packageId: packageIdFor(studio.shortName, 'daypass'), price: studio.dailyPrice },
    monthly: { packageId: packageIdFor(studio.shortName, 'monthly'), price: MONTHLY_PRICE },
    yearly: { packageId: packageIdFor(studio.shortName, 'yearly'), price: YEARLY_PRICE },
  };
}

export function toClassType(classType: ClassTypeRecord): { id: number; name: string } {
  return { id: classType.id, name: classType.name };
}
