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
  studio: {
    slug: string;
    shortName: string;
    name: string;
    contactEmail: string | null;
    /** Left to the mock graph when a test does not care. */
    databaseId?: number;
  } | null;
  brand: BrandFixture;
  /** `Site.blogUrl`: BLOG_URL on the general site; null when unset and on white-label sites. */
  blogUrl: string | null;
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
  return { mode: 'GENERAL', host: 'localhost', studio: null, brand: STREAMFIT_BRAND, blogUrl: null };
}

export function whiteLabelSite(studio: StudioFixture, brand: Partial<BrandFixture> = {}): SiteFixture {
  return {
    mode: 'WHITE_LABEL',
    host: `${studio.slug}.localhost`,
    blogUrl: null,
    studio: {
      slug: studio.slug,
      shortName: studio.shortName,
      name: studio.name,
      contactEmail: studio.contactEmail,
    },
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
  membership: { active: boolean; packageId: string | null; isClassOnly: boolean; kind: string };
  subscribed: boolean;
  /** `User.subscription` (payments); null when the member has none. */
  subscription: SubscriptionFixture | null;
  dayPasses: DayPassFixture[];
  paymentCards: CardFixture[];
  freeTrialAvailable: boolean;
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
    membership: { active: false, packageId: null, isClassOnly: false, kind: 'NONE' },
    subscribed: false,
    subscription: null,
    dayPasses: [],
    paymentCards: [],
    freeTrialAvailable: true,
    ...overrides,
  };
}

/** A member with an active monthly membership. */
export function subscriberFixture(overrides: Partial<UserFixture> = {}): UserFixture {
  return userFixture({
    membership: { active: true, packageId: 'streamfit_monthly', isClassOnly: false, kind: 'SUBSCRIPTION' },
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

/* ---------- Payments ---------- */

export interface MoneyFixture {
  amount: number;
  cents: number;
  currency: string;
  formatted: string;
}

export function money(cents: number): MoneyFixture {
  return { amount: cents / 100, cents, currency: 'usd', formatted: `$${(cents / 100).toFixed(2)}` };
}

export interface PlanFixture {
  id: string;
  packageId: string;
  kind: 'MONTHLY' | 'YEARLY' | 'DAY_PASS';
  name: string;
  price: MoneyFixture;
  interval: 'MONTH' | 'YEAR' | null;
  trialDays: number;
  studio: null;
}

/** The general site's plans as the gateway answers `plans`: monthly, yearly, day pass. */
export function planFixtures(prefix = 'streamfit', overrides: { dayPassCents?: number } = {}): PlanFixture[] {
  return [
    {
      id: `Plan:${prefix}_monthly`,
      packageId: `${prefix}_monthly`,
      kind: 'MONTHLY',
      name: 'Monthly Plan',
      price: money(1999),
      interval: 'MONTH',
      trialDays: 7,
      studio: null,
    },
    {
      id: `Plan:${prefix}_yearly`,
      packageId: `${prefix}_yearly`,
      kind: 'YEARLY',
      name: 'Annual Plan',
      price: money(23999),
      interval: 'YEAR',
      trialDays: 7,
      studio: null,
    },
    {
      id: `Plan:${prefix}_daily`,
      packageId: `${prefix}_daily`,
      kind: 'DAY_PASS',
      name: 'Day Pass',
      price: money(overrides.dayPassCents ?? 999),
      interval: null,
      trialDays: 0,
      studio: null,
    },
  ];
}

export interface CardFixture {
  databaseId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export function cardFixture(overrides: Partial<CardFixture> = {}): CardFixture {
  return { databaseId: 'card_1', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030, ...overrides };
}

export type SubscriptionStatusFixture =
  'TRIALING' | 'ACTIVE' | 'PAST_DUE' | 'PAUSED' | 'CANCELED' | 'EXPIRED';

export interface SubscriptionFixture {
  id: string;
  plan: PlanFixture;
  status: SubscriptionStatusFixture;
  grantsAccess: boolean;
  startedAt: string;
  trialEndsAt: string | null;
  currentPeriodEnd: string;
  nextBillingAt: string | null;
  nextBillingAmount: MoneyFixture | null;
  cancelAtPeriodEnd: boolean;
  endsAt: string | null;
  pausedAt: string | null;
  card: CardFixture | null;
  promo: { code: string; description: string } | null;
}

/** A member's subscription; by default a monthly plan in its free trial until 2026-07-01. */
export function subscriptionFixture(overrides: Partial<SubscriptionFixture> = {}): SubscriptionFixture {
  const status = overrides.status ?? 'TRIALING';
  return {
    id: 'MemberSubscription:1',
    plan: planFixtures()[0]!,
    status,
    grantsAccess: status === 'TRIALING' || status === 'ACTIVE',
    startedAt: '2026-06-24T12:00:00.000Z',
    trialEndsAt: '2026-07-01T12:00:00.000Z',
    currentPeriodEnd: '2026-07-01T12:00:00.000Z',
    nextBillingAt: '2026-07-01T12:00:00.000Z',
    nextBillingAmount: money(1999),
    cancelAtPeriodEnd: false,
    endsAt: null,
    pausedAt: null,
    card: cardFixture(),
    promo: null,
    ...overrides,
  };
}

export interface DayPassFixture {
  id: string;
  date: string;
  startsAt: string;
  endsAt: string;
  active: boolean;
  studio: { name: string } | null;
  price: MoneyFixture;
}

export function dayPassFixture(date: string, overrides: Partial<DayPassFixture> = {}): DayPassFixture {
  return {
    id: `DayPass:${date}`,
    date,
    startsAt: `${date}T04:00:00.000Z`,
    endsAt: `${date}T04:00:00.000Z`,
    active: false,
    studio: null,
    price: money(999),
    ...overrides,
  };
}

export interface PaymentProviderFixture {
  kind: 'LOCAL' | 'STRIPE';
  publishableKey: string | null;
}

export const LOCAL_PROVIDER: PaymentProviderFixture = { kind: 'LOCAL', publishableKey: null };

/** A `SubscriptionPayload` that succeeded for `viewer`. */
export function subscriptionPayload(viewer: UserFixture) {
  return { subscription: viewer.subscription, viewer, userErrors: [] };
}

/** A `SubscriptionPayload` refused with one user error. */
export function subscriptionRefused(message: string, code: string, field: string | null = null) {
  return { subscription: null, viewer: null, userErrors: [{ field, message, code }] };
}

export interface ProductFixture {
  id: string;
  databaseId: number;
  title: string;
  type: string;
  creditType: 'LIVE' | 'ONDEMAND' | null;
  price: MoneyFixture;
}

export function productFixture(overrides: Partial<ProductFixture> = {}): ProductFixture {
  return {
    id: 'Product:1',
    databaseId: 1,
    title: 'Monthly Membership',
    type: 'SUBSCRIPTION',
    creditType: null,
    price: money(1999),
    ...overrides,
  };
}
