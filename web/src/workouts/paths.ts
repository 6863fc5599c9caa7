import { CLASSES_PATH } from '../library/paths';
import { monthKey, type CalendarMonth } from './calendarDays';

/** The member's calendar inside the member area. */
export const CALENDAR_PATH = '/newplatform/items/calendar';
export const CALENDAR_TITLE = 'Calendar';

/** Where a day without workouts leads: the classes, to plan one. */
export const PLAN_A_CLASS_PATH = CLASSES_PATH;

/** The address's parameters: the month shown (`2026-12`) and the day chosen in it (`15`). */
export const MONTH_PARAM = 'month';
export const DAY_PARAM = 'day';

/**
 * What the server adds on the way back from a provider: the calendar and a one-time grant the page
 * hands in to finish connecting it, or why the connect failed.
 */
export const GRANT_PROVIDER_PARAM = 'calendarProvider';
export const GRANT_PARAM = 'calendarGrant';
export const CONNECT_ERROR_PARAM = 'calendarError';

/** The calendar at a month, and a day in it. */
export function calendarPath(month: CalendarMonth, day?: number): string {
  const search = new URLSearchParams({ [MONTH_PARAM]: monthKey(month) });
  if (day !== undefined) search.set(DAY_PARAM, String(day));
  return `${CALENDAR_PATH}?${search.toString()}`;
}
