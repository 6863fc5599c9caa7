import type { OperationDescriptor } from 'relay-runtime';
import type { MockResolvers } from 'relay-test-utils';
import { LOCAL_PROVIDER, money } from '../../test/fixtures';

export interface LiveClassFixture {
  /** Whether the signed-in member's plan covers it (the schedule then reads 'Included'). */
  includedForViewer: boolean;
  id: string;
  databaseId: number;
  title: string;
  description: string;
  instructor: string;
  price: ReturnType<typeof money>;
  startsAt: string;
  endsAt: string;
  minutesDuration: number;
  studioTimeZone: string;
  studio: { id: string; databaseId: number; name: string };
  studioLogoUrl: string;
  isOnMainSite: boolean;
  cancelledAt: string | null;
  hasEnded: boolean;
  viewerBooking: { id: string } | null;
  /** The viewer's friends who booked it (none by default). */
  friendsBooked: FriendsBookedFixture;
}

export interface FriendFixture {
  id: string;
  firstName: string;
  displayName: string;
  avatarInitials: string;
}

export interface FriendsBookedFixture {
  totalCount: number;
  edges: Array<{ cursor: string; node: FriendFixture }>;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/** A friend as `LiveClass.friendsBooked` shows them (`Ana R.`, initials `AR`). */
export function friendFixture(id: number, firstName: string, initial: string): FriendFixture {
  return {
    id: `Member:${id}`,
    firstName,
    displayName: `${firstName} ${initial}.`,
    avatarInitials: `${firstName[0]}${initial}`,
  };
}

/** `friendsBooked` holding `friends`, of `totalCount` in all (all of them by default). */
export function friendsBookedFixture(
  friends: FriendFixture[],
  totalCount = friends.length,
): FriendsBookedFixture {
  return {
    totalCount,
    edges: friends.map((node, index) => ({ cursor: `cursor:${index}`, node })),
    pageInfo: {
      hasNextPage: totalCount > friends.length,
      hasPreviousPage: false,
      startCursor: friends.length ? 'cursor:0' : null,
      endCursor: friends.length ? `cursor:${friends.length - 1}` : null,
    },
  };
}

/** A class as the graph answers it (45 minutes, BK Pilates in New York, $12 by default). */
export function liveClassFixture(
  databaseId: number,
  startsAt: string,
  overrides: Partial<LiveClassFixture> = {},
): LiveClassFixture {
  const minutes = overrides.minutesDuration ?? 45;
  return {
    id: `LiveClass:${databaseId}`,
    databaseId,
    title: `Class ${databaseId}`,
    description: '',
    instructor: 'Kelly Chen',
    price: money(1200),
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
    minutesDuration: minutes,
    studioTimeZone: 'America/New_York',
    studio: { id: 'Studio:2', databaseId: 2, name: 'BK Pilates' },
    studioLogoUrl: '/media/studios/bkpilates/logo.svg',
    isOnMainSite: true,
    cancelledAt: null,
    hasEnded: false,
    viewerBooking: null,
    includedForViewer: false,
    friendsBooked: friendsBookedFixture([]),
    ...overrides,
  };
}

export interface LiveGraph {
  /** Every class the schedule knows; `liveSchedule(from, to)` answers those starting in [from, to). */
  classes: LiveClassFixture[];
  /** `viewer.canBookLiveClassesFree` and `bookedLiveClasses`. */
  canBookFree?: boolean;
  bookedLiveClasses?: Array<Record<string, unknown>>;
  /** `liveSchedulePublishedUntil`; by default the last listed class's start. */
  publishedUntil?: string | null;
  /** The variables of every liveSchedule request, in order. */
  scheduleRequests: Array<{ from: string; to: string; host: string }>;
}

/** Resolvers answering the live queries from `graph`. */
export function liveResolvers(graph: LiveGraph, _signedIn = false) {
  return (operation: OperationDescriptor): MockResolvers => {
    const variables = operation.request.variables as {
      from?: string;
      to?: string;
      host?: string;
      id?: string;
    };
    const isSchedule = variables.from !== undefined && variables.to !== undefined;
    if (isSchedule && operation.request.node.params.operationKind === 'query') {
      graph.scheduleRequests.push({
        from: variables.from!,
        to: variables.to!,
        host: variables.host ?? '',
      });
    }
    return {
      Query: () => ({
        liveSchedule: isSchedule
          ? graph.classes
              .filter((liveClass) => liveClass.cancelledAt === null)
              .filter(
                (liveClass) => liveClass.startsAt >= variables.from! && liveClass.startsAt < variables.to!,
              )
          : null,
        liveSchedulePublishedUntil: isSchedule
          ? graph.publishedUntil !== undefined
            ? graph.publishedUntil
            : (graph.classes
                .filter((liveClass) => liveClass.cancelledAt === null)
                .map((liveClass) => liveClass.startsAt)
                .sort()
                .at(-1) ?? null)
          : null,
        liveClass:
          variables.id !== undefined
            ? (graph.classes.find(
                (liveClass) => String(liveClass.databaseId) === variables.id || liveClass.id === variables.id,
              ) ?? null)
            : null,
        paymentProvider: LOCAL_PROVIDER,
      }),
    };
  };
}

export function newLiveGraph(classes: LiveClassFixture[], extra: Partial<LiveGraph> = {}): LiveGraph {
  return { classes, scheduleRequests: [], ...extra };
}

/** A BookLiveClassPayload (also the confirmLiveClassPayment one) for `liveClass`. */
export function bookingPayload(liveClass: LiveClassFixture, cents = 0, promoCode: string | null = null) {
  const booked = { ...liveClass, viewerBooking: { id: `LiveClassBooking:${liveClass.databaseId}` } };
  return {
    booking: {
      id: `LiveClassBooking:${liveClass.databaseId}`,
      amountPaid: money(cents),
      promoCode,
      liveClass: booked,
    },
    liveClass: booked,
    userErrors: [],
  };
}

export function bookingRefused(code: string, message: string) {
  return { booking: null, liveClass: null, userErrors: [{ field: null, message, code }] };
}

export function paymentCreated(cents: number, listCents = 1200, id = 'pi_1') {
  return {
    payment: {
      paymentIntentId: id,
      clientSecret: `${id}_secret`,
      isFree: cents === 0,
      amount: money(cents),
      listPrice: money(listCents),
    },
    userErrors: [],
  };
}

export function paymentRefused(code: string, message: string) {
  return { payment: null, userErrors: [{ field: null, message, code }] };
}
