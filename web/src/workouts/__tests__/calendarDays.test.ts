process.env.TZ = 'America/New_York';

import { describe, expect, it } from 'vitest';
import {
  addMonths,
  clockTime,
  dayName,
  durationText,
  monthBounds,
  monthKey,
  monthLabel,
  monthRange,
  monthWeeks,
  parseDayOfMonth,
  parseMonthKey,
  shownMonth,
  statusOf,
  statusTotals,
} from '../calendarDays';
import { connectedNotice, connectGrantOf, connectNoticeOf, withoutConnectParams } from '../calendarReturn';

const december = { year: 2026, month: 12 };

describe('months in the address', () => {
  it('reads and writes YYYY-MM', () => {
    expect(parseMonthKey('2026-12')).toEqual(december);
    expect(monthKey(december)).toBe('2026-12');
    expect(parseMonthKey('2026-13')).toBeNull();
    expect(parseMonthKey('2026-1')).toBeNull();
    expect(parseMonthKey(null)).toBeNull();
  });

  it('keeps the month within 2000 and a year ahead, this month when none is named', () => {
    const today = new Date(2026, 10, 25);
    expect(monthBounds(today)).toEqual({ first: { year: 2000, month: 1 }, last: { year: 2027, month: 11 } });
    expect(shownMonth(null, today)).toEqual({ year: 2026, month: 11 });
    expect(shownMonth({ year: 1999, month: 6 }, today)).toEqual({ year: 2000, month: 1 });
    expect(shownMonth({ year: 2030, month: 1 }, today)).toEqual({ year: 2027, month: 11 });
    expect(shownMonth(december, today)).toEqual(december);
  });

  it('moves across years', () => {
    expect(addMonths(december, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });

  it('asks the graph for the month between local midnights', () => {
    expect(monthRange(december)).toEqual({
      from: '2026-12-01T05:00:00.000Z',
      to: '2027-01-01T05:00:00.000Z',
    });
    expect(monthLabel(december)).toBe('December 2026');
  });

  it('reads the chosen day only when the month has it', () => {
    expect(parseDayOfMonth('15', december)?.getDate()).toBe(15);
    expect(parseDayOfMonth('31', { year: 2026, month: 11 })).toBeNull();
    expect(parseDayOfMonth('x', december)).toBeNull();
  });
});

describe('the month grid', () => {
  it('starts weeks on Monday, with blanks around the month', () => {
    const weeks = monthWeeks(december);
    // 1 December 2026 is a Tuesday.
    expect(weeks[0]?.map((day) => day?.getDate() ?? null)).toEqual([null, 1, 2, 3, 4, 5, 6]);
    expect(weeks.at(-1)?.map((day) => day?.getDate() ?? null)).toEqual([28, 29, 30, 31, null, null, null]);
    expect(weeks).toHaveLength(5);
  });

  it('names a day with its workouts and the first one’s status', () => {
    const day = new Date(2026, 11, 1);
    expect(dayName(day, ['COMPLETED', 'SCHEDULED'])).toBe(
      'Tuesday, December 1, 2026, 2 workouts, first completed',
    );
    expect(dayName(day, ['SKIPPED'])).toBe('Tuesday, December 1, 2026, 1 workout, skipped');
    expect(dayName(day, [])).toBe('Tuesday, December 1, 2026, no workouts');
  });
});

describe('times, durations and totals', () => {
  it('shows times as hh:mm A', () => {
    expect(clockTime(new Date(2026, 11, 1, 7, 5))).toBe('07:05 AM');
    expect(clockTime(new Date(2026, 11, 1, 0, 0))).toBe('12:00 AM');
    expect(clockTime(new Date(2026, 11, 1, 12, 30))).toBe('12:30 PM');
    expect(clockTime(new Date(2026, 11, 1, 19, 45))).toBe('07:45 PM');
  });

  it('shows durations as minutes and seconds', () => {
    expect(durationText(1800)).toBe('30:00');
    expect(durationText(2705)).toBe('45:05');
    expect(durationText(59)).toBe('0:59');
    expect(durationText(3900)).toBe('65:00');
  });

  it('counts each status, a missing or unknown one as scheduled', () => {
    expect(statusOf(null)).toBe('SCHEDULED');
    expect(statusOf('%future added value')).toBe('SCHEDULED');
    expect(statusTotals(['COMPLETED', 'SCHEDULED', 'COMPLETED', 'SKIPPED'])).toEqual({
      SCHEDULED: 1,
      SKIPPED: 1,
      COMPLETED: 2,
    });
  });
});

describe('the way back from Google or Outlook', () => {
  it('reads the grant to hand in, or why the connect failed', () => {
    expect(connectGrantOf(new URLSearchParams('calendarProvider=google&calendarGrant=abc'))).toEqual({
      provider: 'GOOGLE',
      grant: 'abc',
    });
    expect(connectGrantOf(new URLSearchParams('calendarProvider=yahoo&calendarGrant=abc'))).toBeNull();
    expect(connectGrantOf(new URLSearchParams('calendarProvider=google&calendarGrant='))).toBeNull();
    expect(connectedNotice('GOOGLE')).toEqual({
      kind: 'status',
      text: 'Google Calendar is connected. Your scheduled workouts will appear there shortly.',
    });
    expect(connectNoticeOf(new URLSearchParams('calendarError=access_denied'))?.kind).toBe('alert');
    expect(connectNoticeOf(new URLSearchParams('calendarError=something_new'))?.text).toBe(
      'Your calendar could not be connected. Please try again.',
    );
    expect(connectNoticeOf(new URLSearchParams('month=2026-12'))).toBeNull();
    expect(
      withoutConnectParams(
        new URLSearchParams('month=2026-12&calendarError=x&calendarProvider=google&calendarGrant=g'),
      ).toString(),
    ).toBe('month=2026-12');
  });
});
