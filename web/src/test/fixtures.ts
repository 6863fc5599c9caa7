/**
 * Plain data shaped like the graph's types, used to answer the mock Relay
 * environment in tests. Every field the app selects is given explicitly, since
 * MockPayloadGenerator cannot infer lists, booleans or enums without the schema.
 */

export interface StudioFixture {
  id: string;
  databaseId: number;
  name: string;
  shortName: string;
  slug: string;
  about: string;
  summary: string;
  headerTitle: string;
  headerDescription: string;
  introH1: string;
  introH2: string;
  closingH1: string;
  closingH2: string;
  classTypes: string[];
  level: 'ALL_LEVELS' | 'INTERMEDIATE' | 'ADVANCED' | 'UNSPECIFIED';
  equipment: Array<{ key: string; name: string; hack: string | null }>;
  instructors: Array<{ name: string; bio: string; imageUrl: string }>;
  testimonials: Array<{ author: string; text: string }>;
  images: {
    logo: string;
    combinedLogo: string;
    hero: string;
    img2: string;
    about: string;
    howItWorks: string;
  };
  contactEmail: string | null;
  trialEnabled: boolean;
}

export function studioFixture(overrides: Partial<StudioFixture> = {}): StudioFixture {
  const slug = overrides.slug ?? 'bkpilates';
  const name = overrides.name ?? 'BK Pilates';
  const base = `/media/studios/${slug}`;
  return {
    id: `Studio:${slug}`,
    databaseId: 2,
    name,
    shortName: slug,
    slug,
    about: 'BK Pilates brings the reformer home.\n\nClasses are small, precise and fun.',
    summary: `${name}: Pilates that works.`,
    headerTitle: `${name} | Stream ${name} classes on StreamFit`,
    headerDescription: `Stream ${name} Pilates classes at home.`,
    introH1: 'Pilates, the Brooklyn way',
    introH2: 'Low impact, high intensity classes for every body.',
    closingH1: 'Ready to feel the burn?',
    closingH2: 'Join BK Pilates on StreamFit today.',
    classTypes: ['Pilates', 'Barre'],
    level: 'INTERMEDIATE',
    equipment: [
      { key: 'yogaMat', name: 'Yoga Mat', hack: null },
      { key: 'slidingDiscs', name: 'Sliding Discs', hack: 'small towels' },
      { key: 'jumpRope', name: 'Jump Rope', hack: null },
    ],
    instructors: [
      { name: 'Brooke Marrone', bio: 'Founder of BK Pilates.', imageUrl: `${base}/instructors/0.svg` },
      { name: 'Kelly Chen', bio: '', imageUrl: '/media/instructors/default.svg' },
    ],
    testimonials: [
      { author: 'Maya R.', text: 'The best Pilates workout I have ever done at home.' },
      { author: 'Jo', text: 'I am hooked on the sliding discs series.' },
    ],
    images: {
      logo: `${base}/logo.svg`,
      combinedLogo: `${base}/combinedLogo.svg`,
      hero: `${base}/hero.svg`,
      img2: `${base}/img2.svg`,
      about: `${base}/about.svg`,
      howItWorks: `${base}/howItWorks.svg`,
    },
    contactEmail: 'hello@bkpilates.example',
    trialEnabled: true,
    ...overrides,
  };
}

/** A list of distinct studios named "Studio 01", "Studio 02", … (sorted by name). */
export function studioList(count: number): StudioFixture[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return studioFixture({ id: `Studio:${number}`, name: `Studio ${number}`, slug: `studio${number}` });
  });
}

export interface BrandFixture {
  name: string;
  logoUrl: string;
  color: string;
  pageTitle: string;
  faviconUrl: string;
  contactEmail: string;
  trialEnabled: boolean;
}

export interface SiteFixture {
  mode: 'GENERAL' | 'WHITE_LABEL';
  host: string;
  studio: { slug: string; shortName: string; name: string; contactEmail: string | null } | null;
  brand: BrandFixture;
}

export const STREAMFIT_BRAND: BrandFixture = {
  name: 'StreamFit',
  logoUrl: '/media/brand/logo.svg',
  color: '#9ac8b9',
  pageTitle: 'StreamFit | Boutique fitness, streamed',
  faviconUrl: '/media/brand/favicon.svg',
  contactEmail: 'support@streamfit.example',
  trialEnabled: true,
};

export function generalSite(): SiteFixture {
  return { mode: 'GENERAL', host: 'localhost', studio: null, brand: STREAMFIT_BRAND };
}

export function whiteLabelSite(
  studio: StudioFixture,
  brand: Partial<BrandFixture> = {},
): SiteFixture {
  return {
    mode: 'WHITE_LABEL',
    host: `${studio.slug}.localhost`,
    studio: { slug: studio.slug, shortName: studio.shortName, name: studio.name, contactEmail: studio.contactEmail },
    brand: {
      name: studio.name,
      logoUrl: studio.images.logo,
      color: '#c0392b',
      pageTitle: `${studio.name} On Demand`,
      faviconUrl: `/media/studios/${studio.slug}/favicon.svg`,
      contactEmail: studio.contactEmail ?? STREAMFIT_BRAND.contactEmail,
      trialEnabled: studio.trialEnabled,
      ...brand,
    },
  };
}

/** A signed-in member as the graph's `User` answers it (`subscribed` is `isSubscriber(host:)`). */
export interface UserFixture {
  id: string;
  databaseId: number;
  email: string;
  firstName: string;
  lastName: string;
  accountType: 'GENERAL' | 'STUDIO';
  accessType: 'STANDARD' | 'GYM_BENEFIT';
  userType: 'MEMBER' | 'INTERNAL';
  isCustomer: boolean;
  birthday: string | null;
  studio: { shortName: string; name: string } | null;
  membership: { active: boolean; packageId: string | null; isClassOnly: boolean };
  subscribed: boolean;
}

export function userFixture(overrides: Partial<UserFixture> = {}): UserFixture {
  return {
    id: 'User:7',
    databaseId: 7,
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    accountType: 'GENERAL',
    accessType: 'STANDARD',
    userType: 'MEMBER',
    isCustomer: false,
    birthday: null,
    studio: null,
    membership: { active: false, packageId: null, isClassOnly: false },
    subscribed: false,
    ...overrides,
  };
}

/** A member with an active monthly membership. */
export function subscriberFixture(overrides: Partial<UserFixture> = {}): UserFixture {
  return userFixture({
    membership: { active: true, packageId: 'streamfit_monthly', isClassOnly: false },
    subscribed: true,
    ...overrides,
  });
}

/** A successful AuthPayload for `user`. */
export function authPayload(user: UserFixture, authToken = 'token-new') {
  return { authToken, viewer: user, userErrors: [] };
}

/** A failed AuthPayload with one user error. */
export function authFailure(message: string, code = 'INVALID_INPUT', field: string | null = null) {
  return { authToken: null, viewer: null, userErrors: [{ field, message, code }] };
}
