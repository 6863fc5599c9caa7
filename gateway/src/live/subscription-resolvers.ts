// The Subscription root: live-class events from the gateway's EventHub, filtered per
// subscription, each resolved with FRESH loaders. Before an event is handed to graphql-js the
// operation's context is renewed (context.renew(): a new REST client and new loaders for the same
// token) and primed with the event's class, so a push is read when it happens, never from data
// loaded when the subscription started or for an earlier push. graphql-ws executes one event at a
// time (it awaits each result before reading the next), so a renew never races a running execution.
import { GraphQLError } from 'graphql';
import type { Resolvers, SubscriptionResolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../graph/context.js';
import { ErrorCode } from '../errors/index.js';
import { mapEvents, requireHub, type DomainEvent, type EventHub } from '../events/index.js';
import { isObject } from '../rest/decode.js';
import { studioIdArgument } from './input.js';
import type {
  LiveClassBookingModel,
  LiveClassModel,
  LiveScheduleChangeKindValue,
  LiveScheduleChangeModel,
} from './models.js';
import { decodeBooking, decodeLiveClass } from './rest.js';

export const SCHEDULE_EVENT_TYPES = [
  'liveclass.created',
  'liveclass.changed',
  'liveclass.cancelled',
] as const;
export const BOOKED_EVENT_TYPE = 'liveclass.booked';
/** A friend booked a class or cancelled their booking (audience: the booker's friends). */
export const FRIEND_BOOKING_EVENT_TYPE = 'liveclass.friend_booking_changed';

const KINDS: Readonly<Record<string, LiveScheduleChangeKindValue>> = {
  'liveclass.created': 'CREATED',
  'liveclass.changed': 'CHANGED',
  'liveclass.cancelled': 'CANCELLED',
};

/** REST LiveClass field names (the event's `changed`) → the LiveClass fields they change. */
const CHANGED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  studioId: ['studio', 'studioTimeZone', 'studioLogoUrl'],
  title: ['title'],
  description: ['description'],
  instructor: ['instructor'],
  price: ['price'],
  scheduledDatetime: ['startsAt', 'endsAt'],
  minutesDuration: ['minutesDuration', 'endsAt'],
  studioLogo: ['studioLogoUrl'],
  isOnJetsweat: ['isOnMainSite'],
  cancelledAt: ['cancelledAt'],
  timeZone: ['studioTimeZone'],
};

export function changedFieldsOf(changed: unknown): string[] {
  if (!Array.isArray(changed)) return [];
  const fields = new Set<string>();
  for (const name of changed) {
    if (typeof name === 'string' && Object.hasOwn(CHANGED_FIELDS, name))
      for (const field of CHANGED_FIELDS[name] ?? []) fields.add(field);
  }
  return [...fields];
}

/** The event's class (after) and, for `changed`, its previous version; null when the payload is not readable. */
function classesOf(event: DomainEvent): { current: LiveClassModel; previous: LiveClassModel | null } | null {
  if (!isObject(event.payload)) return null;
  try {
    const current = decodeLiveClass(event.payload.liveClass, 'event.payload.liveClass');
    const previous = isObject(event.payload.previous)
      ? decodeLiveClass(event.payload.previous, 'event.payload.previous')
      : null;
    return { current, previous };
  } catch {
    return null;
  }
}

/**
 * Which schedule events a subscription gets: the main site's (the class, or its previous version,
 * listed there, so a class that stops being listed is pushed too), or one studio's (now or before).
 */
export function scheduleFilter(studioId: number | null): (event: DomainEvent) => boolean {
  return (event) => {
    const classes = classesOf(event);
    if (!classes) return false;
    const versions = [classes.current, classes.previous].filter(
      (version): version is LiveClassModel => version !== null,
    );
    return versions.some((version) =>
      studioId === null ? version.isOnMainSite : version.studioId === studioId,
    );
  };
}

function hubOf(context: GatewayContext): EventHub {
  return requireHub(context.events);
}

function scheduleChange(
  event: DomainEvent,
  context: GatewayContext,
): { liveScheduleChanged: LiveScheduleChangeModel } {
  // The filter let only readable payloads through.
  const classes = classesOf(event);
  if (!classes)
    throw new GraphQLError('A live schedule event could not be read.', {
      extensions: { code: ErrorCode.UpstreamError },
    });
  context.renew();
  context.loaders.live.prime([classes.current]);
  const payload = isObject(event.payload) ? event.payload : {};
  const kind = KINDS[event.type] ?? 'CHANGED';
  return {
    liveScheduleChanged: {
      eventId: String(event.id),
      kind,
      liveClass: classes.current,
      changedFields: kind === 'CHANGED' ? changedFieldsOf(payload.changed) : [],
    },
  };
}

function bookingOf(event: DomainEvent): LiveClassBookingModel | null {
  if (!isObject(event.payload)) return null;
  try {
    return decodeBooking(event.payload.booking, 'event.payload.booking');
  } catch {
    return null;
  }
}

function friendsClassOf(event: DomainEvent): LiveClassModel | null {
  if (!isObject(event.payload)) return null;
  try {
    return decodeLiveClass(event.payload.liveClass, 'event.payload.liveClass');
  } catch {
    return null;
  }
}

async function signedInViewerId(context: GatewayContext, message: string): Promise<number> {
  const viewer = await context.loaders.accounts.viewer();
  if (!viewer) throw new GraphQLError(message, { extensions: { code: ErrorCode.Unauthenticated } });
  return viewer.id;
}

const Subscription: SubscriptionResolvers = {
  liveScheduleChanged: {
    subscribe: (_parent, { studioId }, context) => {
      const studio = studioIdArgument(studioId);
      // Public events: the schedule is the same for every viewer.
      const source = hubOf(context).subscribe({
        viewerId: null,
        types: SCHEDULE_EVENT_TYPES,
        filter: scheduleFilter(studio),
      });
      return mapEvents(source, (event) => scheduleChange(event, context));
    },
  },

  viewerLiveClassBooked: {
    subscribe: async (_parent, _args, context) => {
      const hub = hubOf(context);
      const viewerId = await signedInViewerId(context, 'Log in to receive your bookings.');
      const source = hub.subscribe({
        // The hub shows the subscription only events whose audience includes the viewer (visibleTo);
        // a booking event without an audience is never anyone's.
        viewerId,
        types: [BOOKED_EVENT_TYPE],
        filter: (event) => event.audienceUserIds !== null && bookingOf(event) !== null,
      });
      return mapEvents(source, (event) => {
        const booking = bookingOf(event);
        if (!booking)
          throw new GraphQLError('A booking event could not be read.', {
            extensions: { code: ErrorCode.UpstreamError },
          });
        context.renew();
        context.loaders.live.prime([booking.liveClass]);
        return { viewerLiveClassBooked: booking };
      });
    },
  },

  viewerFriendsBookingChanged: {
    subscribe: async (_parent, _args, context) => {
      const hub = hubOf(context);
      const viewerId = await signedInViewerId(context, 'Log in to see your friends’ bookings.');
      const source = hub.subscribe({
        // Addressed by the backend to the booker's friends only; the hub's visibleTo keeps it so.
        viewerId,
        types: [FRIEND_BOOKING_EVENT_TYPE],
        filter: (event) => event.audienceUserIds !== null && friendsClassOf(event) !== null,
      });
      return mapEvents(source, (event) => {
        const liveClass = friendsClassOf(event);
        if (!liveClass)
          throw new GraphQLError('A friend’s booking event could not be read.', {
            extensions: { code: ErrorCode.UpstreamError },
          });
        // Fresh loaders: who of the viewer's friends booked is read now, from the viewer's side.
        context.renew();
        context.loaders.live.prime([liveClass]);
        return { viewerFriendsBookingChanged: liveClass };
      });
    },
  },
};

export const liveSubscriptionResolvers: Resolvers = {
  Subscription,
};
