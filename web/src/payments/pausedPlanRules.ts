import { dayjs, formatDate } from './dates';

/**
 * What a pause means, in the backend's own rules (API.md "Lifecycle"): it has no end date and
 * lasts until the member resumes; nothing is charged; the plan's access stops; classes already
 * booked stay booked and can still be joined; day passes still work; the days left in the period
 * (or the free trial) are kept and handed back on resuming.
 */
export const PAUSE_LASTS = 'It stays paused until you resume it: a pause has no end date.';

/** What stays open and what closes while a plan is paused. */
export const WHILE_PAUSED: readonly string[] = [
  'Nothing is charged.',
  'The member area and the classes included in your plan are closed.',
  'Classes you already booked stay booked, and you can still join them.',
  'Day passes you bought still work, and you can pay for single classes.',
];

export interface PausedTimes {
  /** Whole days left of the period (or the trial) when it was paused. */
  daysLeft: number;
  /** Whether the pause came during the free trial. */
  inTrial: boolean;
  /** When the period (or the trial) would end if the member resumed now. */
  endsIfResumedNow: string;
}

const DAY_MS = 86_400_000;

/** The days a pause keeps and where they would take the member if they resumed `now`. */
export function pausedTimes(
  subscription: { pausedAt: string | null; currentPeriodEnd: string; trialEndsAt: string | null },
  now: number = Date.now(),
): PausedTimes {
  const pausedAt = subscription.pausedAt === null ? now : Date.parse(subscription.pausedAt);
  const left = Math.max(0, Date.parse(subscription.currentPeriodEnd) - pausedAt);
  return {
    daysLeft: Math.ceil(left / DAY_MS),
    inTrial: subscription.trialEndsAt !== null && subscription.trialEndsAt === subscription.currentPeriodEnd,
    endsIfResumedNow: formatDate(dayjs(now + left).toISOString()),
  };
}

/** `12 days`, `1 day`. */
export function daysText(days: number): string {
  return `${days} day${days === 1 ? '' : 's'}`;
}
