process.env.TZ = 'America/New_York';

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { libraryResolvers } from '../../library/__tests__/libraryFixtures';
import { mutations } from '../../payments/__tests__/helpers';
import { subscriberFixture } from '../../test/fixtures';
import { renderApp, resolveAll, type MockEnvironment, type MockGraph } from '../../test/renderApp';
import { DELETE_TITLE } from '../DeleteWorkoutDialog';
import { EDIT_TITLE, SUBMIT_CHANGES } from '../EditWorkoutDialog';
import { INVALID_DATE } from '../workoutTime';
import {
  calendarResolvers,
  liveWorkout,
  videoWorkout,
  type ConnectionFixture,
  type WorkoutFixture,
} from './workoutsFixtures';

// Wednesday 25 November 2026, 10:00 in New York.
const NOW = new Date('2026-11-25T15:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

/** December 2026: two workouts on Tuesday the 1st, a booked live class on the 3rd, a skipped one on the 8th. */
function december(): WorkoutFixture[] {
  return [
    videoWorkout(1, '2026-12-01T12:30:00.000Z', {
      title: 'Power Pilates',
      status: 'COMPLETED',
      programTitle: 'Core Month',
    }),
    videoWorkout(2, '2026-12-01T23:00:00.000Z', { title: 'Calm Flow', durationSeconds: 2705 }),
    liveWorkout(3, '2026-12-03T17:00:00.000Z', { title: 'Sunrise Barre' }),
    videoWorkout(4, '2026-12-08T12:00:00.000Z', { title: 'Morning Stretch', status: 'SKIPPED' }),
  ];
}

async function openCalendar(
  path = '/newplatform/items/calendar?month=2026-12',
  options: {
    workouts?: WorkoutFixture[];
    connections?: ConnectionFixture[];
    mutate?: MockGraph['mutate'];
  } = {},
) {
  const viewer = subscriberFixture();
  const state = { workouts: options.workouts ?? december() };
  const ranges: Array<{ from: string; to: string }> = [];
  const calendar = calendarResolvers({
    viewer,
    workouts: () => state.workouts,
    connections: options.connections,
    ranges,
  });
  const view = await renderApp(path, {
    signedIn: viewer,
    mutate: options.mutate,
    resolvers: (operation) => ({ ...libraryResolvers({ videos: [] }), ...calendar(operation) }),
  });
  return { ...view, state, ranges };
}

const dayButton = (name: string) => screen.getByRole('button', { name });
const circleOf = (name: string) =>
  dayButton(name).querySelector('[data-status]')?.getAttribute('data-status');

function totals(): Record<string, string | null> {
  const region = within(screen.getByRole('region', { name: 'Monthly totals' }));
  return Object.fromEntries(
    region
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? null]),
  );
}

/** The workouts of a day block, as their rows read: time, status, title and program. */
function blockRows(day: string): string[] {
  return within(screen.getByRole('list', { name: `Workouts on ${day}` }))
    .getAllByRole('listitem')
    .map((item) =>
      Array.from(
        item.querySelectorAll(
          '.workout-item__time, .visually-hidden, .workout-item__title, .workout-item__program',
        ),
      )
        .map((part) => part.textContent)
        .join(' '),
    );
}

/** The slide on screen: every other slide is hidden. */
function currentSlide() {
  const slides = screen
    .getAllByRole('group')
    .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
  expect(slides).toHaveLength(1);
  return within(slides[0]!);
}

function facts(slide: ReturnType<typeof within>): Record<string, string | null> {
  return Object.fromEntries(
    slide
      .getAllByRole('term')
      .map((term: HTMLElement) => [term.textContent, term.nextElementSibling?.textContent ?? null]),
  );
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, title: string, time: string) {
  await user.click(screen.getByRole('button', { name: `Options for ${title} at ${time}` }));
}

function subscription(environment: MockEnvironment, name: string) {
  const operation = environment.mock
    .getAllOperations()
    .find((candidate) => candidate.request.node.params.name === name);
  if (!operation) throw new Error(`No ${name} operation is open.`);
  return operation;
}

async function pushWorkoutChange(environment: MockEnvironment, change: Record<string, unknown>) {
  const operation = subscription(environment, 'useViewerWorkoutChangedSubscription');
  await act(async () => {
    environment.mock.nextValue(
      operation,
      MockPayloadGenerator.generate(operation, { WorkoutChange: () => change }),
    );
  });
}

const TUESDAY_1 = 'Tuesday, December 1, 2026';

describe('Calendar /newplatform/items/calendar', () => {
  it('asks for the month in the address and styles each day by its first workout’s status', async () => {
    const { ranges } = await openCalendar();
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeTruthy();
    expect(document.title).toBe('Calendar | StreamFit');
    expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeTruthy();
    expect(ranges).toContainEqual({ from: '2026-12-01T05:00:00.000Z', to: '2027-01-01T05:00:00.000Z' });
    const grid = within(screen.getByRole('grid', { name: 'December 2026' }));
    expect(grid.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(grid.getAllByRole('button')).toHaveLength(31);
    expect(circleOf(`${TUESDAY_1}, 2 workouts, first completed`)).toBe('COMPLETED');
    expect(circleOf('Thursday, December 3, 2026, 1 workout, scheduled')).toBe('SCHEDULED');
    expect(circleOf('Tuesday, December 8, 2026, 1 workout, skipped')).toBe('SKIPPED');
    // A day without workouts shows its plain date.
    expect(circleOf('Wednesday, December 2, 2026, no workouts')).toBe('NONE');
    expect(dayButton('Wednesday, December 2, 2026, no workouts').textContent).toBe('2');
  });

  it('shows the monthly totals and the month’s day blocks with hh:mm A, status and program', async () => {
    await openCalendar();
    expect(totals()).toEqual({ Scheduled: '2', Skipped: '1', Completed: '1' });
    expect(screen.getByRole('heading', { level: 2, name: 'Workouts in December 2026' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining([TUESDAY_1, 'Thursday, December 3, 2026', 'Tuesday, December 8, 2026']),
    );
    expect(blockRows(TUESDAY_1)).toEqual([
      '07:30 AM Completed: Power Pilates Core Month',
      '06:00 PM Scheduled: Calm Flow',
    ]);
    expect(blockRows('Thursday, December 3, 2026')).toEqual(['12:00 PM Scheduled: Sunrise Barre']);
  });

  it('offers Edit and Delete for an on-demand workout, and only Delete for a live class', async () => {
    const user = userEvent.setup();
    await openCalendar();
    const toggle = screen.getByRole('button', { name: 'Options for Power Pilates at 07:30 AM' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const item = within(toggle.closest('li')!);
    expect(item.getAllByRole('button').map((button) => button.textContent)).toEqual(['⋯', 'Edit', 'Delete']);
    // Escape closes the menu and keeps focus on its button.
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    const live = screen.getByRole('button', { name: 'Options for Sunrise Barre at 12:00 PM' });
    await user.click(live);
    expect(
      within(live.closest('li')!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['⋯', 'Delete']);
  });

  it('opens the menu on hover too', async () => {
    const user = userEvent.setup();
    await openCalendar();
    const toggle = screen.getByRole('button', { name: 'Options for Calm Flow at 06:00 PM' });
    await user.hover(toggle.closest('li')!);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(toggle.closest('li')!).getByRole('button', { name: 'Edit' })).toBeTruthy();
    await user.unhover(toggle.closest('li')!);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the chosen day’s workouts one slide at a time, wrapping around', async () => {
    const user = userEvent.setup();
    await openCalendar();
    // The month is not this month: its first day with workouts is chosen.
    expect(screen.getByRole('heading', { level: 2, name: TUESDAY_1 })).toBeTruthy();
    expect(
      dayButton(`${TUESDAY_1}, 2 workouts, first completed`).closest('td')?.getAttribute('aria-selected'),
    ).toBe('true');
    let slide = currentSlide();
    expect(slide.getByText('Completed')).toBeTruthy();
    expect(slide.getByRole('heading', { level: 3, name: 'Power Pilates' })).toBeTruthy();
    expect(facts(slide)).toEqual({
      Date: TUESDAY_1,
      Time: '07:30 AM',
      Instructor: 'Kelly Chen',
      Duration: '30:00',
    });
    await user.click(screen.getByRole('button', { name: 'Next workout' }));
    slide = currentSlide();
    expect(slide.getByRole('heading', { level: 3, name: 'Calm Flow' })).toBeTruthy();
    expect(facts(slide)).toMatchObject({ Time: '06:00 PM', Duration: '45:05' });
    expect(screen.getByRole('button', { name: 'Workout 2 of 2' }).getAttribute('aria-current')).toBe('true');
    // Past the last slide, the first comes back; before the first, the last.
    await user.click(screen.getByRole('button', { name: 'Next workout' }));
    expect(currentSlide().getByRole('heading', { level: 3, name: 'Power Pilates' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous workout' }));
    expect(currentSlide().getByRole('heading', { level: 3, name: 'Calm Flow' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Workout 1 of 2' }));
    expect(currentSlide().getByRole('heading', { level: 3, name: 'Power Pilates' })).toBeTruthy();
  });

  it('moves between days with the arrow keys and chooses one with Enter', async () => {
    const user = userEvent.setup();
    const { router, environment, graph } = await openCalendar();
    const first = dayButton(`${TUESDAY_1}, 2 workouts, first completed`);
    // Only one day is in the tab order: the chosen one.
    expect(first.tabIndex).toBe(0);
    expect(dayButton('Wednesday, December 2, 2026, no workouts').tabIndex).toBe(-1);
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(dayButton('Wednesday, December 2, 2026, no workouts'));
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(document.activeElement).toBe(dayButton('Tuesday, December 8, 2026, 1 workout, skipped'));
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?month=2026-12&day=8');
    expect(screen.getByRole('heading', { level: 2, name: 'Tuesday, December 8, 2026' })).toBeTruthy();
    expect(currentSlide().getByRole('heading', { level: 3, name: 'Morning Stretch' })).toBeTruthy();
    expect(currentSlide().getByText('Skipped')).toBeTruthy();
    // Leaving the month by keyboard shows the month before, with focus on the day reached.
    dayButton(`${TUESDAY_1}, 2 workouts, first completed`).focus();
    await user.keyboard('{ArrowUp}');
    await resolveAll(environment, graph);
    expect(router.state.location.search).toBe('?month=2026-11');
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Tuesday, November 24, 2026, no workouts',
    );
  });

  it('goes to the classes from a day without workouts, and from Schedule', async () => {
    const user = userEvent.setup();
    const { router, environment, graph } = await openCalendar();
    await user.click(dayButton('Wednesday, December 2, 2026, no workouts'));
    await resolveAll(environment, graph);
    expect(router.state.location.pathname).toBe('/newplatform/items/classes');

    await act(async () => {
      await router.navigate('/newplatform/items/calendar');
    });
    await resolveAll(environment, graph);
    // This month: today is chosen, and it has nothing planned.
    expect(screen.getByRole('heading', { level: 2, name: 'Wednesday, November 25, 2026' })).toBeTruthy();
    expect(screen.getByText('No workouts on this day.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Schedule' }));
    await resolveAll(environment, graph);
    expect(router.state.location.pathname).toBe('/newplatform/items/classes');
  });

  it('keeps the month in the address: next, Back and a reload', async () => {
    const user = userEvent.setup();
    const { router, environment, graph, ranges, unmount } = await openCalendar();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await resolveAll(environment, graph);
    expect(router.state.location.search).toBe('?month=2027-01');
    expect(screen.getByRole('heading', { level: 2, name: 'January 2027' })).toBeTruthy();
    expect(ranges).toContainEqual({ from: '2027-01-01T05:00:00.000Z', to: '2027-02-01T05:00:00.000Z' });
    expect(screen.getByText('Nothing planned in January 2027 yet.', { exact: false })).toBeTruthy();
    await act(async () => {
      await router.navigate(-1);
    });
    await resolveAll(environment, graph);
    expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeTruthy();
    expect(totals()).toEqual({ Scheduled: '2', Skipped: '1', Completed: '1' });
    unmount();

    await openCalendar('/newplatform/items/calendar?month=2027-01');
    expect(screen.getByRole('heading', { level: 2, name: 'January 2027' })).toBeTruthy();
  });

  it('stops a year ahead', async () => {
    await openCalendar('/newplatform/items/calendar?month=2031-05');
    expect(screen.getByRole('heading', { level: 2, name: 'November 2027' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveProperty('disabled', true);
  });
});

describe('Edit Workout', () => {
  it('sends the new instant in the member’s zone and the status, then jumps to the new date', async () => {
    const user = userEvent.setup();
    let state: { workouts: WorkoutFixture[] } | null = null;
    const recorded = mutations({
      useSetWorkoutStatusMutation: (input) => {
        const workout = state!.workouts.find((item) => item.id === input.workoutId)!;
        workout.status = input.status as WorkoutFixture['status'];
        return { workout: { ...workout }, userErrors: [] };
      },
      useRescheduleWorkoutMutation: (input) => {
        const workout = state!.workouts.find((item) => item.id === input.workoutId)!;
        workout.when = input.when as string;
        return { workout: { ...workout }, userErrors: [] };
      },
    });
    const opened = await openCalendar(undefined, { mutate: recorded.mutate });
    state = opened.state;
    const { router, environment, graph } = opened;
    await openMenu(user, 'Calm Flow', '06:00 PM');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(screen.getByRole('dialog', { name: EDIT_TITLE }));
    // The form starts at the workout's time and status.
    const select = (name: string) => dialog.getByRole('combobox', { name }) as HTMLSelectElement;
    expect(
      ['Month', 'Day', 'Year', 'Hour', 'Minute', 'AM/PM', 'Status'].map(
        (name) => select(name).selectedOptions[0]?.text,
      ),
    ).toEqual(['Dec', '1', '2026', '06', '00', 'PM', 'Scheduled']);
    expect(Array.from(select('Year').options).map((option) => option.text)).toEqual(['2026', '2027']);
    expect(Array.from(select('Month').options).map((option) => option.text)).toHaveLength(12);
    expect(Array.from(select('Minute').options).map((option) => option.text)).toHaveLength(12);
    expect(Array.from(select('Status').options).map((option) => option.text)).toEqual([
      'Completed',
      'Skipped',
      'Scheduled',
    ]);
    await user.selectOptions(select('Month'), 'Jan');
    await user.selectOptions(select('Year'), '2027');
    await user.selectOptions(select('Day'), '5');
    await user.selectOptions(select('Hour'), '12');
    await user.selectOptions(select('Minute'), '15');
    await user.selectOptions(select('AM/PM'), 'AM');
    await user.selectOptions(select('Status'), 'Completed');
    await user.click(dialog.getByRole('button', { name: SUBMIT_CHANGES }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await resolveAll(environment, graph);
    expect(recorded.calls).toEqual([
      { name: 'useSetWorkoutStatusMutation', input: { workoutId: 'Workout:2', status: 'COMPLETED' } },
      {
        name: 'useRescheduleWorkoutMutation',
        // 12:15 AM on 5 January 2027 in New York.
        input: { workoutId: 'Workout:2', when: '2027-01-05T05:15:00.000Z', timeZone: 'America/New_York' },
      },
    ]);
    expect(router.state.location.search).toBe('?month=2027-01&day=5');
    expect(screen.getByRole('heading', { level: 2, name: 'January 2027' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Tuesday, January 5, 2027' })).toBeTruthy();
    expect(facts(currentSlide())).toMatchObject({ Time: '12:15 AM' });
    expect(currentSlide().getByText('Completed')).toBeTruthy();
    expect(
      screen
        .getByText('Calm Flow is moved to Tuesday, January 5, 2027 at 12:15 AM and marked Completed.')
        .getAttribute('role'),
    ).toBe('status');
    // December no longer holds it.
    await act(async () => {
      await router.navigate(-1);
    });
    await resolveAll(environment, graph);
    expect(blockRows(TUESDAY_1)).toEqual(['07:30 AM Completed: Power Pilates Core Month']);
  });

  it('follows the month’s length and leap years in the day list', async () => {
    const user = userEvent.setup();
    await openCalendar();
    await openMenu(user, 'Calm Flow', '06:00 PM');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(screen.getByRole('dialog', { name: EDIT_TITLE }));
    const day = () => dialog.getByRole('combobox', { name: 'Day' }) as HTMLSelectElement;
    expect(day().options).toHaveLength(31);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Month' }), 'Feb');
    expect(day().options).toHaveLength(28);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Year' }), '2027');
    expect(day().options).toHaveLength(28);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Month' }), 'Apr');
    expect(day().options).toHaveLength(30);
  });

  it('says "Invalid date string passed" for a time the clocks skip, and sends nothing', async () => {
    const user = userEvent.setup();
    const recorded = mutations({});
    const { environment, graph } = await openCalendar(undefined, { mutate: recorded.mutate });
    await openMenu(user, 'Calm Flow', '06:00 PM');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(screen.getByRole('dialog', { name: EDIT_TITLE }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Year' }), '2027');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Month' }), 'Mar');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Day' }), '14');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Hour' }), '02');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Minute' }), '30');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'AM/PM' }), 'AM');
    await user.click(dialog.getByRole('button', { name: SUBMIT_CHANGES }));
    expect(dialog.getByRole('alert').textContent).toBe(INVALID_DATE);
    await resolveAll(environment, graph);
    expect(recorded.calls).toEqual([]);
  });

  it('changes a status at once, and restores it with the reason when the change is refused', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useSetWorkoutStatusMutation: {
        workout: null,
        userErrors: [{ field: 'workoutId', message: 'workoutId: no such workout', code: 'NOT_FOUND' }],
      },
    });
    const { environment, graph } = await openCalendar(undefined, { mutate: recorded.mutate });
    await openMenu(user, 'Power Pilates', '07:30 AM');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(screen.getByRole('dialog', { name: EDIT_TITLE }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Status' }), 'Skipped');
    await user.click(dialog.getByRole('button', { name: SUBMIT_CHANGES }));
    // Not answered yet: the circle and the totals already show it.
    expect(circleOf(`${TUESDAY_1}, 2 workouts, first skipped`)).toBe('SKIPPED');
    expect(totals()).toEqual({ Scheduled: '2', Skipped: '2', Completed: '0' });
    await resolveAll(environment, graph);
    expect(recorded.names()).toEqual(['useSetWorkoutStatusMutation']);
    expect(circleOf(`${TUESDAY_1}, 2 workouts, first completed`)).toBe('COMPLETED');
    expect(totals()).toEqual({ Scheduled: '2', Skipped: '1', Completed: '1' });
    expect(screen.getByRole('alert').textContent).toBe(
      'The status of Power Pilates was not changed: workoutId: no such workout',
    );
  });

  it('restores the status when the call fails', async () => {
    const user = userEvent.setup();
    const recorded = mutations({ useSetWorkoutStatusMutation: new Error('offline') });
    const { environment, graph } = await openCalendar(undefined, { mutate: recorded.mutate });
    await openMenu(user, 'Calm Flow', '06:00 PM');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(screen.getByRole('dialog', { name: EDIT_TITLE }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Status' }), 'Completed');
    await user.click(dialog.getByRole('button', { name: SUBMIT_CHANGES }));
    expect(totals()).toEqual({ Scheduled: '1', Skipped: '1', Completed: '2' });
    await resolveAll(environment, graph);
    expect(totals()).toEqual({ Scheduled: '2', Skipped: '1', Completed: '1' });
    expect(screen.getByRole('alert').textContent).toBe(
      'The status of Calm Flow was not changed: Unknown error. Please try later.',
    );
  });
});

describe('Delete', () => {
  it('asks first; Cancel keeps the workout, Delete takes it off the calendar', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useDeleteWorkoutMutation: (input) => ({ deletedWorkoutId: input.workoutId, userErrors: [] }),
    });
    const { environment, graph } = await openCalendar(undefined, { mutate: recorded.mutate });
    await openMenu(user, 'Calm Flow', '06:00 PM');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    let dialog = within(screen.getByRole('dialog', { name: DELETE_TITLE }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(recorded.calls).toEqual([]);

    await openMenu(user, 'Calm Flow', '06:00 PM');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = within(screen.getByRole('dialog', { name: DELETE_TITLE }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await resolveAll(environment, graph);
    expect(recorded.calls).toEqual([{ name: 'useDeleteWorkoutMutation', input: { workoutId: 'Workout:2' } }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(blockRows(TUESDAY_1)).toEqual(['07:30 AM Completed: Power Pilates Core Month']);
    expect(dayButton(`${TUESDAY_1}, 1 workout, completed`)).toBeTruthy();
    expect(totals()).toEqual({ Scheduled: '1', Skipped: '1', Completed: '1' });
    expect(screen.getByText('Calm Flow was deleted.').getAttribute('role')).toBe('status');
  });

  it('shows a refusal in the dialog and keeps the workout', async () => {
    const user = userEvent.setup();
    const message =
      'This workout is a live class you booked. Cancel the booking in My classes to take it off your calendar.';
    const recorded = mutations({
      useDeleteWorkoutMutation: {
        deletedWorkoutId: null,
        userErrors: [{ field: null, message, code: 'INVALID_STATE' }],
      },
    });
    const { environment, graph } = await openCalendar(undefined, { mutate: recorded.mutate });
    await openMenu(user, 'Sunrise Barre', '12:00 PM');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog', { name: DELETE_TITLE }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await resolveAll(environment, graph);
    expect(dialog.getByRole('alert').textContent).toBe(message);
    expect(blockRows('Thursday, December 3, 2026')).toEqual(['12:00 PM Scheduled: Sunrise Barre']);
  });
});

describe('Changes made elsewhere', () => {
  it('inserts a new workout, moves a changed one and removes a deleted one without a reload', async () => {
    const { environment, ranges } = await openCalendar();
    const before = ranges.length;
    await pushWorkoutChange(environment, {
      kind: 'CREATED',
      workoutId: 'Workout:9',
      workout: videoWorkout(9, '2026-12-02T14:00:00.000Z', {
        title: 'Evening Ride',
        programTitle: 'Ride On',
      }),
    });
    expect(circleOf('Wednesday, December 2, 2026, 1 workout, scheduled')).toBe('SCHEDULED');
    expect(blockRows('Wednesday, December 2, 2026')).toEqual(['09:00 AM Scheduled: Evening Ride Ride On']);
    expect(totals()).toEqual({ Scheduled: '3', Skipped: '1', Completed: '1' });

    // Marked on another device, and moved earlier the same day: the order follows the time.
    await pushWorkoutChange(environment, {
      kind: 'CHANGED',
      workoutId: 'Workout:2',
      workout: {
        ...videoWorkout(2, '2026-12-01T11:00:00.000Z', { title: 'Calm Flow', durationSeconds: 2705 }),
        status: 'COMPLETED',
      },
    });
    expect(blockRows(TUESDAY_1)).toEqual([
      '06:00 AM Completed: Calm Flow',
      '07:30 AM Completed: Power Pilates Core Month',
    ]);

    // Moved to January: December lets it go.
    await pushWorkoutChange(environment, {
      kind: 'CHANGED',
      workoutId: 'Workout:4',
      workout: videoWorkout(4, '2027-01-04T12:00:00.000Z', { title: 'Morning Stretch', status: 'SKIPPED' }),
    });
    expect(circleOf('Tuesday, December 8, 2026, no workouts')).toBe('NONE');

    await pushWorkoutChange(environment, { kind: 'DELETED', workoutId: 'Workout:1', workout: null });
    expect(blockRows(TUESDAY_1)).toEqual(['06:00 AM Completed: Calm Flow']);
    expect(totals()).toEqual({ Scheduled: '2', Skipped: '0', Completed: '1' });
    // Each change was applied from the push itself, without asking for the month again.
    expect(ranges).toHaveLength(before);
  });
});
