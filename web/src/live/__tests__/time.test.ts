process.env.TZ = 'America/New_York';

import { describe, expect, it } from 'vitest';
import { weekVariables } from '../loaders';
import { classTime, classTimeText, startOfWeek } from '../time';
import { browserName } from '../useJoinLiveClass';

describe('live schedule time helpers', () => {
  it('starts the week on Monday, also from a Sunday, in the local zone', () => {
    expect(startOfWeek(new Date(2026, 10, 29, 23, 0)).toString()).toBe(new Date(2026, 10, 23).toString());
    expect(startOfWeek(new Date(2026, 10, 23, 0, 0)).toString()).toBe(new Date(2026, 10, 23).toString());
  });

  it('asks for local Monday 00:00 to the next Monday as UTC instants, across a DST change', () => {
    // The week of 2 November 2026: US daylight saving time ended on Sunday 1 November.
    expect(weekVariables(new Date(2026, 10, 4), 'localhost:4000')).toEqual({
      from: '2026-11-02T05:00:00.000Z',
      to: '2026-11-09T05:00:00.000Z',
      host: 'localhost:4000',
    });
    expect(weekVariables(new Date(2026, 9, 28), 'baristudio.localhost:4000')).toEqual({
      from: '2026-10-26T04:00:00.000Z',
      to: '2026-11-02T05:00:00.000Z',
      host: 'baristudio.localhost:4000',
    });
  });

  it('names the zone of the local time, and adds the studio time only when it differs', () => {
    expect(classTime('2026-11-25T23:30:00.000Z', 'America/New_York')).toEqual({
      local: '6:30 PM EST',
      studio: null,
    });
    expect(classTime('2026-11-25T23:30:00.000Z', 'America/Chicago')).toEqual({
      local: '6:30 PM EST',
      studio: '5:30 PM CST',
    });
    expect(classTimeText('2026-11-25T23:30:00.000Z', 'America/Los_Angeles')).toBe(
      '6:30 PM EST (3:30 PM PST studio time)',
    );
    // An unknown zone name never breaks the schedule.
    expect(classTimeText('2026-11-25T23:30:00.000Z', 'Nowhere/Special')).toBe('6:30 PM EST');
  });

  it('names the browser', () => {
    expect(browserName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36')).toBe(
      'Chrome',
    );
    expect(browserName('Mozilla/5.0 (Windows NT 10.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox');
    expect(browserName('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15')).toBe(
      'Safari',
    );
    expect(browserName('Mozilla/5.0 AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0')).toBe('Edge');
  });
});
