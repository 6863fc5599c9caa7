// The member's own calendar pushes: workout.added / workout.changed / workout.deleted and
// calendar.connection_changed, each addressed by the backend to one member. The hub shows a
// subscription only the events whose audience includes its viewer (events/hub.ts, visibleTo); an
// event without an audience is never anyone's. As for the live domain's pushes, the operation's
// context is renewed before each event is resolved, so what is read around the event's workout (its
// video, its class) is read when it happens.
import type { Resolvers, SubscriptionResolvers } from '../__generated__/resolvers-types.js';
import { mapEvents, requireHub, subscriberId, unreadableEvent, type DomainEvent } from '../events/index.js';
import { isObject, positiveInt } from '../rest/decode.js';
import type { CalendarConnectionModel, WorkoutChangeKindValue, WorkoutChangeModel } from './models.js';
import { decodeCalendarConnection, decodeWorkoutSketch } from './rest.js';

const WORKOUT_EVENT_KINDS: Readonly<Record<string, WorkoutChangeKindValue>> = {
  'workout.added': 'CREATED',
  'workout.changed': 'CHANGED',
  'workout.deleted': 'DELETED',
};
export const WORKOUT_EVENT_TYPES = Object.keys(WORKOUT_EVENT_KINDS);
/** The calendar-sync backend's event (API.md "Event types"). */
export const CONNECTION_CHANGED_EVENT_TYPE = 'calendar.connection_changed';

/** The event's change; null when its payload is not readable (such an event is never pushed). */
function workoutChangeOf(event: DomainEvent): WorkoutChangeModel | null {
  const kind = WORKOUT_EVENT_KINDS[event.type];
  if (kind === undefined || !isObject(event.payload)) return null;
  try {
    if (kind === 'DELETED')
      return {
        kind,
        workout: null,
        workoutId: positiveInt(event.payload.workoutId, 'event.payload.workoutId'),
      };
    // A viewing's workout.added carries only what the library knows: the rest is read when asked.
    const workout = decodeWorkoutSketch(event.payload.workout, 'event.payload.workout');
    return { kind, workout, workoutId: workout.id };
  } catch {
    return null;
  }
}

function connectionOf(event: DomainEvent): CalendarConnectionModel | null {
  if (event.type !== CONNECTION_CHANGED_EVENT_TYPE || !isObject(event.payload)) return null;
  try {
    return decodeCalendarConnection(event.payload.connection, 'event.payload.connection');
  } catch {
    return null;
  }
}

const Subscription: SubscriptionResolvers = {
  viewerWorkoutChanged: {
    subscribe: async (_parent, _args, context) => {
      const hub = requireHub(context.events);
      const viewerId = subscriberId(await context.loaders.accounts.viewer(), 'your calendar changes');
      const source = hub.subscribe({
        viewerId,
        types: WORKOUT_EVENT_TYPES,
        filter: (event) => event.audienceUserIds !== null && workoutChangeOf(event) !== null,
      });
      return mapEvents(source, (event) => {
        const change = workoutChangeOf(event);
        if (!change) throw unreadableEvent('calendar');
        context.renew();
        if (change.workout?.liveClass) context.loaders.live.prime([change.workout.liveClass]);
        return { viewerWorkoutChanged: change };
      });
    },
  },

  viewerCalendarConnectionChanged: {
    subscribe: async (_parent, _args, context) => {
      const hub = requireHub(context.events);
      const viewerId = subscriberId(await context.loaders.accounts.viewer(), 'your calendar connections');
      const source = hub.subscribe({
        viewerId,
        types: [CONNECTION_CHANGED_EVENT_TYPE],
        filter: (event) => event.audienceUserIds !== null && connectionOf(event) !== null,
      });
      return mapEvents(source, (event) => {
        const connection = connectionOf(event);
        if (!connection) throw unreadableEvent('calendar connection');
        return { viewerCalendarConnectionChanged: connection };
      });
    },
  },
};

export const workoutSubscriptionResolvers: Resolvers = { Subscription };
