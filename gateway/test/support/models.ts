// Models as the domains' loaders hand them to resolvers, for stub-loader tests (run-query.ts):
// sensible defaults, overridden per test.
import type { MembershipModel, UserModel } from '../../src/accounts/models.js';
import type { LiveClassModel } from '../../src/live/models.js';
import type {
  ChargeModel,
  MemberPaymentsModel,
  MemberSubscriptionModel,
  PlanModel,
} from '../../src/payments/models.js';
import type { StudioModel } from '../../src/studios/models.js';
import type { WorkoutModel } from '../../src/workouts/models.js';

export function studioModel(overrides: Partial<StudioModel> = {}): StudioModel {
  return {
    __typename: 'Studio',
    id: 1,
    name: 'BK Pilates',
    shortName: 'bkpilates',
    slug: 'bkpilates',
    about: 'Pilates from Brooklyn.',
    summary: 'Reformer-free pilates.',
    classTypes: ['Pilates'],
    equipment: ['yogaMat'],
    levels: 'allLevels',
    instructors: [],
    feedback: [],
    logoUrl: null,
    hero: null,
    combinedLogo: null,
    img2: null,
    aboutImg: null,
    howItWorks: null,
    webStudioImgUrl: [],
    headerTitle: '',
    headerDescription: '',
    introH1: '',
    introH2: '',
    closingH1: '',
    closingH2: '',
    contactEmail: null,
    trialEnabled: true,
    isOnWhiteLabel: false,
    whitelabelDomain: null,
    colorCode: null,
    pageTitle: null,
    faviconUrl: null,
    ...overrides,
  };
}

export function membershipModel(overrides: Partial<MembershipModel> = {}): MembershipModel {
  return {
    active: true,
    packageId: 'streamfit_monthly',
    isClassOnly: false,
    studioId: null,
    kind: 'SUBSCRIPTION',
    paused: false,
    ...overrides,
  };
}

export function userModel(overrides: Partial<UserModel> = {}): UserModel {
  return {
    __typename: 'User',
    id: 7,
    email: 'maya@example.com',
    firstName: 'Maya',
    lastName: 'Rivera',
    studioId: null,
    accountType: 'GENERAL',
    accessType: 'STANDARD',
    userType: 'MEMBER',
    instructorStudioIds: [],
    isCustomer: true,
    birthday: null,
    subscription: membershipModel(),
    pendingEmail: null,
    ...overrides,
  };
}

export function planModel(overrides: Partial<PlanModel> = {}): PlanModel {
  return {
    __typename: 'Plan',
    packageId: 'streamfit_monthly',
    kind: 'MONTHLY',
    name: 'Monthly Plan',
    price: { cents: 1999, currency: 'usd' },
    interval: 'MONTH',
    trialDays: 7,
    studioId: null,
    studioShortName: null,
    ...overrides,
  };
}

export function subscriptionModel(overrides: Partial<MemberSubscriptionModel> = {}): MemberSubscriptionModel {
  return {
    __typename: 'MemberSubscription',
    id: '41',
    packageId: 'streamfit_monthly',
    studioId: null,
    studioShortName: 'streamfit',
    status: 'ACTIVE',
    grantsAccess: true,
    price: { cents: 1999, currency: 'usd' },
    startedAt: '2030-01-01T09:00:00.000Z',
    trialEndsAt: null,
    currentPeriodEnd: '2030-02-01T09:00:00.000Z',
    nextBillingAt: '2030-02-01T09:00:00.000Z',
    nextBillingAmount: { cents: 1999, currency: 'usd' },
    cancelAtPeriodEnd: false,
    endsAt: null,
    pausedAt: null,
    card: null,
    promo: null,
    scheduledPlanChange: null,
    planChoices: [],
    ...overrides,
  };
}

export function chargeModel(overrides: Partial<ChargeModel> = {}): ChargeModel {
  return {
    __typename: 'Charge',
    reference: 'ch_receipt1',
    createdAt: '2030-01-01T09:00:00.000Z',
    description: 'StreamFit Monthly Plan',
    kind: 'SUBSCRIPTION',
    amount: { cents: 1999, currency: 'usd' },
    status: 'SUCCEEDED',
    cardBrand: 'Visa',
    cardLast4: '4242',
    failureMessage: null,
    refundedAmount: null,
    refundedAt: null,
    studioId: null,
    ...overrides,
  };
}

export function memberPaymentsModel(overrides: Partial<MemberPaymentsModel> = {}): MemberPaymentsModel {
  return {
    membership: membershipModel(),
    subscription: null,
    dayPasses: [],
    trialAvailable: false,
    ...overrides,
  };
}

export function liveClassModel(overrides: Partial<LiveClassModel> = {}): LiveClassModel {
  return {
    __typename: 'LiveClass',
    id: 301,
    studioId: 1,
    title: 'Morning Flow',
    description: 'A gentle start.',
    instructor: 'Ana',
    price: { cents: 1000, currency: 'usd' },
    startsAt: '2030-01-06T14:00:00.000Z',
    minutesDuration: 45,
    studioLogoUrl: '/media/studios/bkpilates/logo.svg',
    isOnMainSite: true,
    cancelledAt: null,
    timeZone: 'America/New_York',
    ...overrides,
  };
}

export function workoutModel(overrides: Partial<WorkoutModel> = {}): WorkoutModel {
  return {
    __typename: 'Workout',
    id: 501,
    when: '2030-01-06T14:00:00.000Z',
    status: 'SCHEDULED',
    timeZone: null,
    videoId: null,
    liveClassId: null,
    liveClass: null,
    ...overrides,
  };
}
