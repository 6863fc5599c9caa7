// The viewer's zone for these tests: Eastern (set before any date is made).
process.env.TZ = 'America/New_York';

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { money, studioFixture, subscriberFixture, whiteLabelSite } from '../../test/fixtures';
import { notifySubscriptionsReconnected } from '../../relay/reconnects';
import { renderApp, resolveAll, type MockEnvironment, type MockGraph } from '../../test/renderApp';
import {
  liveClassFixture,
  liveResolvers,
  newLiveGraph,
  type LiveClassFixture,
  type LiveGraph,
} from './liveFixtures';

// Wednesday 25 November 2026, 10:00 in New York.
const NOW = new Date('2026-11-25T15:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

function classes(): LiveClassFixture[] {
  return [
    // Wednesday 25th, 6:30 PM Eastern; the studio is in Los Angeles (3:30 PM there).
    liveClassFixture(1, '2026-11-25T23:30:00.000Z', {
      title: 'Sunset Flow',
      instructor: 'Ana Ruiz',
      studioTimeZone: 'America/Los_Angeles',
      studio: { id: 'Studio:3', databaseId: 3, name: 'Spin Theory' },
      studioLogoUrl: '/media/studios/spintheory/logo.svg',
    }),
    // Wednesday 25th, 7:00 AM Eastern (earlier: listed first).
    liveClassFixture(2, '2026-11-25T12:00:00.000Z', { title: 'Sunrise Barre', instructor: 'Kelly Chen' }),
    // Thursday 26th, 00:30 Eastern, which is still Wednesday in UTC: belongs to Thursday here.
    liveClassFixture(3, '2026-11-26T05:30:00.000Z', { title: 'Midnight Ride' }),
    // Next week's Tuesday.
    liveClassFixture(4, '2026-12-01T17:00:00.000Z', { title: 'December Burn' }),
  ];
}

async function openSchedule(live: LiveGraph, options: Partial<MockGraph> = {}) {
  const view = await renderApp('/liveschedule', { resolvers: liveResolvers(live, false), ...options });
  return view;
}

function rows() {
  const list = screen.queryByRole('list', { name: 'Classes' });
  return list ? within(list).getAllByRole('listitem') : [];
}

function rowTitles() {
  return rows().map((row) => within(row).getByRole('heading', { level: 3 }).textContent);
}

function day(name: RegExp) {
  return within(screen.getByRole('list', { name: 'Days of the week' })).getByRole('button', { name });
}

describe('Live Class Schedule page', () => {
  it('shows the spec texts, the month, the Monday-to-Sunday week with today selected, and today’s classes', async () => {
    const live = newLiveGraph(classes());
    await openSchedule(live);
    expect(screen.getByRole('heading', { level: 1, name: 'Live Class Schedule' })).toBeTruthy();
    expect(
      screen.getByText("Ready to sweat? Book a livestream class and we'll add it to your schedule"),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeTruthy();
    const strip = within(screen.getByRole('list', { name: 'Days of the week' })).getAllByRole('button');
    expect(strip.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Mon 23, Monday, November 23, 2026',
      'Tue 24, Tuesday, November 24, 2026',
      'Wed 25, Wednesday, November 25, 2026',
      'Thu 26, Thursday, November 26, 2026',
      'Fri 27, Friday, November 27, 2026',
      'Sat 28, Saturday, November 28, 2026',
      'Sun 29, Sunday, November 29, 2026',
    ]);
    expect(day(/Wednesday, November 25/).getAttribute('aria-pressed')).toBe('true');
    expect(day(/Wednesday, November 25/).getAttribute('data-date')).toBe('2026-11-25');
    // Days before today cannot be chosen.
    expect(day(/Monday, November 23/)).toHaveProperty('disabled', true);
    // The week asked for is the viewer's local Monday 00:00 to the next Monday, in UTC.
    expect(live.scheduleRequests[0]).toEqual({
      from: '2026-11-23T05:00:00.000Z',
      to: '2026-11-30T05:00:00.000Z',
      host: 'localhost',
    });
    // Only Wednesday's classes (in the viewer's zone), by start time.
    expect(rowTitles()).toEqual(['Sunrise Barre', 'Sunset Flow']);
  });

  it('shows each row’s local time with the zone, the studio’s time when it differs, the logo, instructor and Book', async () => {
    await openSchedule(newLiveGraph(classes()));
    const [barre, flow] = rows();
    expect(within(barre!).getByText('7:00 AM EST')).toBeTruthy();
    // Same zone as the viewer: no studio time.
    expect(within(barre!).queryByText(/studio time/)).toBeNull();
    expect(within(flow!).getByText('6:30 PM EST')).toBeTruthy();
    expect(within(flow!).getByText('(3:30 PM PST studio time)')).toBeTruthy();
    const logo = within(flow!).getByRole('img', { name: 'Spin Theory logo' });
    expect(logo.getAttribute('src')).toBe('/media/studios/spintheory/logo.svg');
    expect(within(flow!).getByText('Ana Ruiz')).toBeTruthy();
    // The button names its class and time: a list of plain 'Book' buttons tells a screen reader nothing.
    expect(within(flow!).getByRole('button', { name: 'Book Sunset Flow, 6:30 PM EST' }).textContent).toBe(
      'Book',
    );
    // The studio by name, and what booking costs before the member asks.
    expect(within(flow!).getByText('Spin Theory')).toBeTruthy();
    expect(within(flow!).getByText('$12.00')).toBeTruthy();
  });

  it("reads 'Included' on a class the member's plan covers, 'Free' on one that costs nothing, the price elsewhere", async () => {
    const [sunset, sunrise, ...rest] = classes();
    await openSchedule(
      newLiveGraph([{ ...sunset!, includedForViewer: true }, { ...sunrise!, price: money(0) }, ...rest]),
    );
    const [barre, flow] = rows();
    expect(within(flow!).getByText('Included')).toBeTruthy();
    expect(within(flow!).queryByText('$12.00')).toBeNull();
    expect(within(barre!).getByText('Free')).toBeTruthy();
  });

  it('filters by the local day: a class after midnight Eastern is Thursday’s, even if it is Wednesday in UTC', async () => {
    const user = userEvent.setup();
    await openSchedule(newLiveGraph(classes()));
    await user.click(day(/Thursday, November 26/));
    expect(day(/Thursday, November 26/).getAttribute('aria-pressed')).toBe('true');
    expect(rowTitles()).toEqual(['Midnight Ride']);
    expect(within(rows()[0]!).getByText('12:30 AM EST')).toBeTruthy();
  });

  it("shows 'No Results', the apology and the Start Free Trial and Log in here! links on a day without classes", async () => {
    const user = userEvent.setup();
    await openSchedule(newLiveGraph(classes()));
    await user.click(day(/Friday, November 27/));
    expect(screen.getByRole('heading', { name: 'No Results' })).toBeTruthy();
    expect(
      screen.getByText(
        "We're sorry, there are no classes scheduled for that day! Search for another date or start your free trial to browse our On-Demand classes.",
      ),
    ).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/signup');
    expect(main.getByRole('link', { name: 'Log in here!' }).getAttribute('href')).toBe('/login');
  });

  it('moves by week and by month, asks for each new week, and blocks going back before today', async () => {
    const user = userEvent.setup();
    const live = newLiveGraph(classes());
    const { environment, graph } = await openSchedule(live);
    // Today is in the week and the month shown: both previous buttons are disabled.
    expect(screen.getByRole('button', { name: 'Previous week' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await resolveAll(environment, graph);
    expect(day(/Wednesday, December 2, 2026/).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeTruthy();
    expect(live.scheduleRequests.at(-1)).toEqual({
      from: '2026-11-30T05:00:00.000Z',
      to: '2026-12-07T05:00:00.000Z',
      host: 'localhost',
    });
    expect(screen.getByRole('button', { name: 'Previous week' })).toHaveProperty('disabled', false);
    await user.click(day(/Tuesday, December 1/));
    expect(rowTitles()).toEqual(['December Burn']);

    // Back a week: at most to today.
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await resolveAll(environment, graph);
    expect(day(/Wednesday, November 25/).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Previous week' })).toHaveProperty('disabled', true);

    // Next month: its first day; the previous-month button works again, and goes back to today.
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await resolveAll(environment, graph);
    expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeTruthy();
    expect(day(/Tuesday, December 1, 2026/).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await resolveAll(environment, graph);
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeTruthy();
    expect(day(/Wednesday, November 25/).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
  });

  it('keeps the chosen day in the address: a shared link opens that day, and Back returns to the day before', async () => {
    const user = userEvent.setup();
    const live = newLiveGraph(classes());
    const { environment, graph, router } = await renderApp('/liveschedule?date=2026-12-01', {
      resolvers: liveResolvers(live, false),
    });
    expect(live.scheduleRequests[0]).toEqual({
      from: '2026-11-30T05:00:00.000Z',
      to: '2026-12-07T05:00:00.000Z',
      host: 'localhost',
    });
    expect(day(/Tuesday, December 1, 2026/).getAttribute('aria-pressed')).toBe('true');
    expect(rowTitles()).toEqual(['December Burn']);

    await user.click(day(/Wednesday, December 2/));
    expect(router.state.location.search).toBe('?date=2026-12-02');
    expect(day(/Wednesday, December 2/).getAttribute('aria-pressed')).toBe('true');

    await act(async () => {
      await router.navigate(-1);
    });
    await resolveAll(environment, graph);
    expect(day(/Tuesday, December 1, 2026/).getAttribute('aria-pressed')).toBe('true');
    expect(rowTitles()).toEqual(['December Burn']);
  });

  it.each([
    ['a day already gone', '2026-11-20'],
    ['a day that does not exist', '2026-02-30'],
    ['garbage', '<script>'],
  ])('opens today for %s in the address', async (_name, date) => {
    const live = newLiveGraph(classes());
    await renderApp(`/liveschedule?date=${encodeURIComponent(date)}`, {
      resolvers: liveResolvers(live, false),
    });
    expect(day(/Wednesday, November 25/).getAttribute('aria-pressed')).toBe('true');
    expect(rowTitles()).toEqual(['Sunrise Barre', 'Sunset Flow']);
  });

  it('goes no further than the last published class, and says how far the schedule reaches', async () => {
    const user = userEvent.setup();
    const live = newLiveGraph(classes());
    const { environment, graph } = await openSchedule(live);
    // The last class is Tuesday, December 1: next week is open, next month (December) is too.
    expect(screen.getByText('Classes are scheduled up to Tuesday, December 1, 2026.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next week' })).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await resolveAll(environment, graph);
    // That week holds the last class: no later week or month to offer.
    expect(screen.getByRole('button', { name: 'Next week' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveProperty('disabled', true);
  });

  it('offers the next day with classes on an empty day, and says when nothing is scheduled after it', async () => {
    const user = userEvent.setup();
    const live = newLiveGraph(classes());
    const { environment, graph } = await openSchedule(live);
    await user.click(day(/Friday, November 27/));
    // Nothing later this week: the way on is next week.
    await user.click(screen.getByRole('button', { name: "Next week's classes" }));
    await resolveAll(environment, graph);
    expect(day(/Monday, November 30/).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Next classes: Tuesday, December 1, 2026' }));
    expect(rowTitles()).toEqual(['December Burn']);
    await user.click(day(/Thursday, December 3/));
    expect(screen.getByText('New classes appear here as soon as the studios publish them.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Last scheduled day: Tuesday, December 1, 2026' }));
    expect(rowTitles()).toEqual(['December Burn']);
  });

  it('shows a subscriber no trial or log-in links on an empty day', async () => {
    const user = userEvent.setup();
    const live = newLiveGraph(classes());
    await renderApp('/liveschedule', { resolvers: liveResolvers(live, true), signedIn: subscriberFixture() });
    await user.click(day(/Friday, November 27/));
    expect(screen.getByRole('heading', { name: 'No Results' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.queryByRole('link', { name: 'Start Free Trial' })).toBeNull();
    expect(main.queryByRole('link', { name: 'Log in here!' })).toBeNull();
  });

  it("asks for the white-label site's schedule by its host, and follows its studio's changes", async () => {
    const studio = studioFixture();
    const site = whiteLabelSite(studio);
    const live = newLiveGraph(classes());
    const { environment } = await openSchedule(live, {
      site: { ...site, studio: { ...site.studio!, id: 'Studio:bkpilates' } as typeof site.studio },
    });
    expect(live.scheduleRequests[0]?.host).toBe('bkpilates.localhost');
    const updates = subscriptionOperation(environment, 'useLiveScheduleChangedSubscription');
    expect(updates.request.variables).toEqual({ studioId: 'Studio:bkpilates' });
  });

  it("starts the week's query with the site's, not after it (one round trip before the classes show)", async () => {
    const live = newLiveGraph(classes());
    const { environment, graph } = await renderApp('/liveschedule', {
      resolvers: liveResolvers(live, false),
      manual: true,
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // Nothing is answered yet, and the schedule is already asked for, by the site's host.
    const pending = environment.mock.getAllOperations();
    expect(pending.map((operation) => operation.request.node.params.name)).toEqual(
      expect.arrayContaining(['SiteQuery', 'ScheduleDayListQuery']),
    );
    const week = pending.find((operation) => operation.request.node.params.name === 'ScheduleDayListQuery');
    expect(week?.request.variables).toEqual({
      from: '2026-11-23T05:00:00.000Z',
      to: '2026-11-30T05:00:00.000Z',
      host: 'localhost',
    });
    await resolveAll(environment, graph);
    expect(rowTitles()).toEqual(['Sunrise Barre', 'Sunset Flow']);
  });
});

function subscriptionOperation(environment: MockEnvironment, name: string) {
  const operation = environment.mock
    .getAllOperations()
    .find((candidate) => candidate.request.node.params.name === name);
  if (!operation) throw new Error(`No ${name} operation is open.`);
  return operation;
}

async function push(environment: MockEnvironment, change: Record<string, unknown>) {
  const operation = subscriptionOperation(environment, 'useLiveScheduleChangedSubscription');
  await act(async () => {
    environment.mock.nextValue(
      operation,
      MockPayloadGenerator.generate(operation, { LiveScheduleChange: () => change }),
    );
  });
}

describe('Live Class Schedule page: live updates', () => {
  it('subscribes to schedule changes and updates a changed class in place, without a reload', async () => {
    const live = newLiveGraph(classes());
    const { environment } = await openSchedule(live);
    const operation = subscriptionOperation(environment, 'useLiveScheduleChangedSubscription');
    expect(operation.request.variables).toEqual({ studioId: null });
    const before = rows()[1];
    const changed = { ...live.classes[0]!, title: 'Sunset Flow (extended)', instructor: 'Sam Lee' };
    await push(environment, {
      eventId: '41',
      kind: 'CHANGED',
      changedFields: ['title', 'instructor'],
      liveClass: changed,
    });
    expect(rowTitles()).toEqual(['Sunrise Barre', 'Sunset Flow (extended)']);
    expect(within(rows()[1]!).getByText('Sam Lee')).toBeTruthy();
    // The same element was updated, not a new page.
    expect(rows()[1]).toBe(before);
  });

  it('drops a cancelled class from the list', async () => {
    const live = newLiveGraph(classes());
    const { environment } = await openSchedule(live);
    const cancelled = { ...live.classes[1]!, cancelledAt: '2026-11-25T14:59:00.000Z' };
    await push(environment, { eventId: '42', kind: 'CANCELLED', changedFields: [], liveClass: cancelled });
    expect(rowTitles()).toEqual(['Sunset Flow']);
  });

  it('fetches the week again when a class is created, and shows it', async () => {
    const live = newLiveGraph(classes());
    const { environment, graph } = await openSchedule(live);
    const created = liveClassFixture(9, '2026-11-25T20:00:00.000Z', { title: 'Pop-up HIIT' });
    live.classes.push(created);
    const requests = live.scheduleRequests.length;
    await push(environment, { eventId: '43', kind: 'CREATED', changedFields: [], liveClass: created });
    await resolveAll(environment, graph);
    expect(live.scheduleRequests.length).toBe(requests + 1);
    expect(rowTitles()).toEqual(['Sunrise Barre', 'Pop-up HIIT', 'Sunset Flow']);
  });

  it('fetches the week again when a class leaves the main site', async () => {
    const live = newLiveGraph(classes());
    const { environment, graph } = await openSchedule(live);
    const hidden = { ...live.classes[0]!, isOnMainSite: false };
    live.classes.splice(0, 1);
    const requests = live.scheduleRequests.length;
    await push(environment, {
      eventId: '45',
      kind: 'CHANGED',
      changedFields: ['isOnMainSite'],
      liveClass: hidden,
    });
    await resolveAll(environment, graph);
    expect(live.scheduleRequests.length).toBe(requests + 1);
    expect(rowTitles()).toEqual(['Sunrise Barre']);
  });

  it('fetches the week again when the socket reconnects, since pushes were missed meanwhile', async () => {
    const live = newLiveGraph(classes());
    const { environment, graph } = await openSchedule(live);
    live.classes.push(liveClassFixture(9, '2026-11-25T20:00:00.000Z', { title: 'Missed while offline' }));
    const requests = live.scheduleRequests.length;
    await act(async () => notifySubscriptionsReconnected());
    await resolveAll(environment, graph);
    expect(live.scheduleRequests.length).toBe(requests + 1);
    expect(rowTitles()).toContain('Missed while offline');
  });

  it('moves a class to its new day when its time changes', async () => {
    const user = userEvent.setup();
    const live = newLiveGraph(classes());
    const { environment, graph } = await openSchedule(live);
    const moved = {
      ...live.classes[1]!,
      startsAt: '2026-11-27T12:00:00.000Z',
      endsAt: '2026-11-27T12:45:00.000Z',
    };
    live.classes[1] = moved;
    await push(environment, {
      eventId: '44',
      kind: 'CHANGED',
      changedFields: ['startsAt'],
      liveClass: moved,
    });
    await resolveAll(environment, graph);
    expect(rowTitles()).toEqual(['Sunset Flow']);
    await user.click(day(/Friday, November 27/));
    expect(rowTitles()).toEqual(['Sunrise Barre']);
  });

  it('listens to the member’s own bookings when signed in, and marks the class Booked', async () => {
    const { userFixture } = await import('../../test/fixtures');
    const live = newLiveGraph(classes());
    const { environment } = await renderApp('/liveschedule', {
      signedIn: userFixture(),
      resolvers: liveResolvers(live, true),
    });
    const operation = subscriptionOperation(environment, 'useViewerLiveClassBookedSubscription');
    await act(async () => {
      environment.mock.nextValue(
        operation,
        MockPayloadGenerator.generate(operation, {
          LiveClassBooking: () => ({
            id: 'LiveClassBooking:77',
            liveClass: { ...live.classes[1]!, viewerBooking: { id: 'LiveClassBooking:77' } },
          }),
        }),
      );
    });
    expect(within(rows()[0]!).getByRole('button', { name: /^Booked / })).toBeTruthy();
    expect(within(rows()[1]!).getByRole('button', { name: /^Book / })).toBeTruthy();
  });
});
