process.env.TZ = 'America/New_York';

import { describe, expect, it } from 'vitest';
import {
  changePick,
  dayOptions,
  daysInMonth,
  HOURS,
  INVALID_DATE,
  instantOf,
  isLeapYear,
  minuteOptions,
  MINUTES,
  MONTH_NAMES,
  parseInstant,
  pickOf,
  samePick,
  to12Hour,
  to24Hour,
  yearOptions,
  type WorkoutPick,
} from '../workoutTime';

const pick = (overrides: Partial<WorkoutPick> = {}): WorkoutPick => ({
  year: 2026,
  month: 12,
  day: 1,
  hour: '07',
  minute: '30',
  meridiem: 'AM',
  ...overrides,
});

describe('the picker’s choices', () => {
  it('offers months Jan–Dec, hours 01–12 and minutes 00–55 in steps of 5', () => {
    expect(MONTH_NAMES).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(HOURS).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    expect(MINUTES).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
  });

  it('offers this year and the next, and keeps a workout’s own year', () => {
    const now = new Date(2026, 10, 25);
    expect(yearOptions(now)).toEqual([2026, 2027]);
    expect(yearOptions(now, 2027)).toEqual([2026, 2027]);
    expect(yearOptions(now, 2025)).toEqual([2025, 2026, 2027]);
  });

  it('keeps a minute off the 5-minute steps as a choice, so opening the form moves nothing', () => {
    expect(minuteOptions('30')).toBe(MINUTES);
    expect(minuteOptions('07')).toEqual(['00', '05', '07', ...MINUTES.slice(2)]);
    expect(minuteOptions('61')).toBe(MINUTES);
  });
});

describe('month lengths and leap years', () => {
  it.each([
    [2024, true],
    [2026, false],
    [2028, true],
    [1900, false],
    [2000, true],
    [2100, false],
  ])('%i is a leap year: %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it('gives each month its days, February 29 in leap years only', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2026, month))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2026, 13)).toBe(0);
    expect(dayOptions(2028, 2).at(-1)).toBe(29);
    expect(dayOptions(2026, 4)).toHaveLength(30);
  });

  it('moves a day the new month lacks to its last day', () => {
    expect(changePick(pick({ month: 1, day: 31 }), { month: 2 }).day).toBe(28);
    expect(changePick(pick({ year: 2028, month: 1, day: 31 }), { month: 2 }).day).toBe(29);
    expect(changePick(pick({ year: 2028, month: 2, day: 29 }), { year: 2027 }).day).toBe(28);
    expect(changePick(pick({ month: 3, day: 31 }), { month: 4 }).day).toBe(30);
    expect(changePick(pick({ month: 3, day: 15 }), { month: 4 }).day).toBe(15);
  });
});

describe('12 AM and PM', () => {
  it('maps 12 AM to hour 0, 12 PM to noon, and adds 12 to other PM hours', () => {
    expect(to24Hour('12', 'AM')).toBe(0);
    expect(to24Hour('01', 'AM')).toBe(1);
    expect(to24Hour('11', 'AM')).toBe(11);
    expect(to24Hour('12', 'PM')).toBe(12);
    expect(to24Hour('01', 'PM')).toBe(13);
    expect(to24Hour('11', 'PM')).toBe(23);
  });

  it('reads an hour of the day back as the 12-hour clock', () => {
    expect(to12Hour(0)).toEqual({ hour: '12', meridiem: 'AM' });
    expect(to12Hour(9)).toEqual({ hour: '09', meridiem: 'AM' });
    expect(to12Hour(12)).toEqual({ hour: '12', meridiem: 'PM' });
    expect(to12Hour(23)).toEqual({ hour: '11', meridiem: 'PM' });
  });

  it('turns a pick into the instant in the browser’s zone, and back', () => {
    expect(instantOf(pick({ hour: '12', minute: '00', meridiem: 'AM' })).toISOString()).toBe(
      '2026-12-01T05:00:00.000Z',
    );
    expect(instantOf(pick({ hour: '12', minute: '05', meridiem: 'PM' })).toISOString()).toBe(
      '2026-12-01T17:05:00.000Z',
    );
    expect(instantOf(pick({ hour: '07', minute: '30', meridiem: 'PM' })).toISOString()).toBe(
      '2026-12-02T00:30:00.000Z',
    );
    const back = pickOf(new Date('2026-12-02T00:30:00.000Z'));
    expect(back).toEqual(pick({ day: 1, hour: '07', minute: '30', meridiem: 'PM' }));
    expect(samePick(back, pick({ hour: '07', minute: '30', meridiem: 'PM' }))).toBe(true);
    expect(samePick(back, pick())).toBe(false);
  });
});

describe('dates that do not exist', () => {
  it.each([
    ['29 February of a common year', pick({ year: 2027, month: 2, day: 29 })],
    ['31 April', pick({ month: 4, day: 31 })],
    ['month 13', pick({ month: 13 })],
    ['day 0', pick({ day: 0 })],
    ['hour 13', pick({ hour: '13' })],
    ['hour 00', pick({ hour: '00' })],
    ['minute 60', pick({ minute: '60' })],
    ['a minute that is not a number', pick({ minute: 'ab' })],
    [
      '2:30 AM the night the clocks go forward',
      pick({ year: 2027, month: 3, day: 14, hour: '02', meridiem: 'AM' }),
    ],
  ])('%s: "Invalid date string passed"', (_case, value) => {
    expect(() => instantOf(value)).toThrow(INVALID_DATE);
  });

  it('accepts 29 February of a leap year', () => {
    expect(instantOf(pick({ year: 2028, month: 2, day: 29 })).getDate()).toBe(29);
  });

  it('refuses an instant the graph could not have sent', () => {
    expect(() => parseInstant('not a date')).toThrow(INVALID_DATE);
    expect(() => parseInstant('12-01-2026 07:30')).toThrow(INVALID_DATE);
    expect(() => pickOf(new Date(Number.NaN))).toThrow(INVALID_DATE);
    expect(parseInstant('2026-12-01T12:30:00.000Z').toISOString()).toBe('2026-12-01T12:30:00.000Z');
  });
});
