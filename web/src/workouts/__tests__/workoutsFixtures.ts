import type { OperationDescriptor } from 'relay-runtime';
import type { MockResolvers } from 'relay-test-utils';
import type { UserFixture } from '../../test/fixtures';

/** A workout as the graph answers it. */
export interface WorkoutFixture {
  id: string;
  databaseId: number;
  when: string;
  status: 'SCHEDULED' | 'COMPLETED' | 'SKIPPED';
  timeZone: string | null;
  durationSeconds: number;
  programTitle: string;
  canReschedule: boolean;
  video: {
    id: string;
    databaseId: number;
    title: string;
    instructor: { name: string };
  } | null;
  liveClass: { id: string; title: string; instructor: string } | null;
}

/** An on-demand workout: 30 minutes with Kelly Chen, planned in New York. */
export function videoWorkout(
  databaseId: number,
  when: string,
  overrides: Partial<WorkoutFixture> & { title?: string } = {},
): WorkoutFixture {
  const { title = `Class ${databaseId}`, ...rest } = overrides;
  return {
    id: `Workout:${databaseId}`,
    databaseId,
    when,
    status: 'SCHEDULED',
    timeZone: 'America/New_York',
    durationSeconds: 1800,
    programTitle: '',
    canReschedule: true,
    video: {
      id: `Video:${100 + databaseId}`,
      databaseId: 100 + databaseId,
      title,
      instructor: { name: 'Kelly Chen' },
    },
    liveClass: null,
    ...rest,
  };
}

/** A booked live class on the calendar: its time is the studio's. */
export function liveWorkout(
  databaseId: number,
  when: string,
  overrides: Partial<WorkoutFixture> & { title?: string } = {},
): WorkoutFixture {
  const { title = `Live ${databaseId}`, ...rest } = overrides;
  return {
    id: `Workout:${databaseId}`,
    databaseId,
    when,
    status: 'SCHEDULED',
    timeZone: null,
    durationSeconds: 2700,
    programTitle: '',
    canReschedule: false,
    video: null,
    liveClass: { id: `LiveClass:${200 + databaseId}`, title, instructor: 'Sam Lee' },
    ...rest,
  };
}

export interface ConnectionFixture {
  provider: 'GOOGLE' | 'OUTLOOK';
  configured: boolean;
  state: 'UNCONNECTED' | 'UNSYNCED' | 'SYNCING' | 'SYNCED' | 'ERROR';
  reason: string | null;
  lastSyncedAt: string | null;
  pending: number;
}

export function connection(
  provider: ConnectionFixture['provider'],
  overrides: Partial<ConnectionFixture> = {},
): ConnectionFixture {
  return {
    provider,
    configured: true,
    state: 'UNCONNECTED',
    reason: null,
    lastSyncedAt: null,
    pending: 0,
    ...overrides,
  };
}

export const FEED_URL = 'https://streamfit.example/api/calendar/feed/abc123.ics';

/** The member's calendar as the gateway answers it: the workouts in the asked range (every range recorded). */
export function calendarResolvers(options: {
  viewer: UserFixture;
  workouts: () => WorkoutFixture[];
  connections?: ConnectionFixture[];
  feedUrl?: () => string;
  ranges?: Array<{ from: string; to: string }>;
}) {
  return (operation: OperationDescriptor): MockResolvers => {
    const variables = operation.request.variables as { from?: string; to?: string };
    const { from, to } = variables;
    const month = from !== undefined && to !== undefined;
    if (month) options.ranges?.push({ from, to });
    return {
      User: () => ({
        ...options.viewer,
        workouts: month
          ? options
              .workouts()
              .filter((workout) => workout.when >= from && workout.when < to)
              .sort((a, b) => a.when.localeCompare(b.when))
          : [],
        calendarConnections: options.connections ?? [
          connection('GOOGLE', { configured: false }),
          connection('OUTLOOK', { configured: false }),
        ],
        calendarFeed: { url: options.feedUrl?.() ?? FEED_URL },
      }),
    };
  };
}
