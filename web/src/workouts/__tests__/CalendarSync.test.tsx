process.env.TZ = 'America/New_York';

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutations } from '../../payments/__tests__/helpers';
import { subscriberFixture } from '../../test/fixtures';
import {
  answeredOperations,
  renderApp,
  resolveAll,
  type MockEnvironment,
  type MockGraph,
} from '../../test/renderApp';
import { NOT_CONFIGURED, SYNC_NOW, SYNCED } from '../CalendarConnectionRow';
import { FEED_REFRESH_NOTE, NEW_ADDRESS } from '../CalendarFeedEntry';
import { SYNC_MENU_LABEL } from '../CalendarSyncMenu';
import { calendarResolvers, connection, FEED_URL, type ConnectionFixture } from './workoutsFixtures';

const NOW = new Date('2026-11-25T15:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openCalendar(
  options: { path?: string; connections?: ConnectionFixture[]; mutate?: MockGraph['mutate'] } = {},
) {
  const viewer = subscriberFixture();
  return renderApp(options.path ?? '/newplatform/items/calendar?month=2026-12', {
    signedIn: viewer,
    mutate: options.mutate,
    resolvers: calendarResolvers({ viewer, workouts: () => [], connections: options.connections }),
  });
}

/** Opens the sync menu; its feed is read then (answered by the mock graph). */
async function openMenu(
  user: ReturnType<typeof userEvent.setup>,
  { environment, graph }: { environment: MockEnvironment; graph: MockGraph },
) {
  const toggle = screen.getByRole('button', { name: SYNC_MENU_LABEL });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  await resolveAll(environment, graph);
}

const calendar = (name: string) => within(screen.getByRole('group', { name }));
const buttons = (name: string) =>
  calendar(name)
    .queryAllByRole('button')
    .map((button) => button.textContent);

async function pushConnection(environment: MockEnvironment, value: ConnectionFixture) {
  const operation = environment.mock
    .getAllOperations()
    .find(
      (candidate) => candidate.request.node.params.name === 'useViewerCalendarConnectionChangedSubscription',
    );
  if (!operation) throw new Error('The calendar sync subscription is not open.');
  await act(async () => {
    environment.mock.nextValue(
      operation,
      MockPayloadGenerator.generate(operation, { CalendarConnection: () => value }),
    );
  });
}

describe('Calendar sync', () => {
  it('says when a calendar is not configured here, and offers no button for it', async () => {
    const user = userEvent.setup();
    const view = await openCalendar({
      connections: [connection('GOOGLE'), connection('OUTLOOK', { configured: false })],
    });
    await openMenu(user, view);
    expect(calendar('Outlook').getByText(NOT_CONFIGURED)).toBeTruthy();
    expect(buttons('Outlook')).toEqual([]);
    expect(buttons('Google Calendar')).toEqual(['Connect']);
    // Escape closes the menu and gives focus back to its button.
    calendar('Google Calendar').getByRole('button', { name: 'Connect' }).focus();
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: SYNC_MENU_LABEL });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('Connect asks for the provider’s page and sends the browser there', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const authorizationUrl = 'https://accounts.google.example/o/oauth2/v2/auth?state=s1';
    const recorded = mutations({ useConnectCalendarMutation: { authorizationUrl, userErrors: [] } });
    const { environment, graph } = await openCalendar({
      connections: [connection('GOOGLE'), connection('OUTLOOK')],
      mutate: recorded.mutate,
    });
    await openMenu(user, { environment, graph });
    await user.click(calendar('Google Calendar').getByRole('button', { name: 'Connect' }));
    await resolveAll(environment, graph);
    expect(recorded.calls).toEqual([{ name: 'useConnectCalendarMutation', input: { provider: 'GOOGLE' } }]);
    expect(assign).toHaveBeenCalledWith(authorizationUrl);
  });

  it('shows a refused Connect without leaving the page', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const message = 'Outlook calendar sync is not configured on this server.';
    const recorded = mutations({
      useConnectCalendarMutation: {
        authorizationUrl: null,
        userErrors: [{ field: null, message, code: 'NOT_CONFIGURED' }],
      },
    });
    const { environment, graph } = await openCalendar({
      connections: [connection('GOOGLE'), connection('OUTLOOK')],
      mutate: recorded.mutate,
    });
    await openMenu(user, { environment, graph });
    await user.click(calendar('Outlook').getByRole('button', { name: 'Connect' }));
    await resolveAll(environment, graph);
    expect(calendar('Outlook').getByRole('alert').textContent).toBe(message);
    expect(assign).not.toHaveBeenCalled();
  });

  it('Sync Now, then a spinner while syncing and Synced ✔, as the server pushes each state', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useSyncCalendarMutation: {
        connection: connection('GOOGLE', { state: 'SYNCING', pending: 2 }),
        userErrors: [],
      },
    });
    const outlook = connection('OUTLOOK', { state: 'SYNCED', lastSyncedAt: '2026-11-25T14:00:00.000Z' });
    const { environment, graph } = await openCalendar({
      connections: [connection('GOOGLE', { state: 'UNSYNCED', pending: 2 }), outlook],
      mutate: recorded.mutate,
    });
    await openMenu(user, { environment, graph });
    expect(buttons('Google Calendar')).toEqual([SYNC_NOW, 'Disconnect']);
    expect(calendar('Google Calendar').getByRole('button', { name: SYNC_NOW }).className).toContain('--idle');
    expect(calendar('Google Calendar').getByText('2 changes are waiting.')).toBeTruthy();
    expect(buttons('Outlook')).toEqual([SYNCED, 'Disconnect']);
    expect(
      calendar('Outlook').getByText('Last synced Wednesday, November 25, 2026 at 09:00 AM.'),
    ).toBeTruthy();

    await user.click(calendar('Google Calendar').getByRole('button', { name: SYNC_NOW }));
    await resolveAll(environment, graph);
    expect(recorded.calls).toEqual([{ name: 'useSyncCalendarMutation', input: { provider: 'GOOGLE' } }]);
    const spinner = calendar('Google Calendar').getByRole('button', { name: 'Syncing…' });
    expect(spinner).toHaveProperty('disabled', true);
    expect(spinner.className).toContain('--syncing');

    await pushConnection(
      environment,
      connection('GOOGLE', { state: 'SYNCED', lastSyncedAt: '2026-11-25T15:00:00.000Z' }),
    );
    const synced = calendar('Google Calendar').getByRole('button', { name: SYNCED });
    expect(synced.className).toContain('--synced');
    expect(
      calendar('Google Calendar').getByText('Last synced Wednesday, November 25, 2026 at 10:00 AM.'),
    ).toBeTruthy();

    const reason = 'Reconnect your Google calendar: access was revoked.';
    await pushConnection(environment, connection('GOOGLE', { state: 'ERROR', reason }));
    expect(calendar('Google Calendar').getByText(reason)).toBeTruthy();
    expect(buttons('Google Calendar')).toEqual(['Reconnect', 'Disconnect']);
    // Each push changes its own calendar only.
    expect(buttons('Outlook')).toEqual([SYNCED, 'Disconnect']);
    await pushConnection(environment, connection('OUTLOOK', { state: 'SYNCING' }));
    expect(buttons('Outlook')).toEqual(['Syncing…', 'Disconnect']);
    expect(buttons('Google Calendar')).toEqual(['Reconnect', 'Disconnect']);
  });

  it('Disconnect leaves the calendar ready to connect again', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useDisconnectCalendarMutation: { connection: connection('OUTLOOK', { pending: 3 }), userErrors: [] },
    });
    const { environment, graph } = await openCalendar({
      connections: [connection('GOOGLE'), connection('OUTLOOK', { state: 'SYNCED' })],
      mutate: recorded.mutate,
    });
    await openMenu(user, { environment, graph });
    await user.click(calendar('Outlook').getByRole('button', { name: 'Disconnect' }));
    await resolveAll(environment, graph);
    expect(recorded.calls).toEqual([
      { name: 'useDisconnectCalendarMutation', input: { provider: 'OUTLOOK' } },
    ]);
    expect(buttons('Outlook')).toEqual(['Connect']);
    expect(buttons('Google Calendar')).toEqual(['Connect']);
  });
});

describe('The way back from Google or Outlook', () => {
  it('hands the grant in once, announces the connection, opens the menu and drops the grant from the address', async () => {
    const recorded = mutations({
      useCompleteCalendarConnectionMutation: {
        connection: connection('GOOGLE', { state: 'UNSYNCED' }),
        userErrors: [],
      },
    });
    const { router, environment, graph } = await openCalendar({
      path: '/newplatform/items/calendar?month=2026-12&calendarProvider=google&calendarGrant=g-123',
      connections: [connection('GOOGLE'), connection('OUTLOOK')],
      mutate: recorded.mutate,
    });
    // The grant leaves the address at once, so Back or a shared link never carries it.
    expect(router.state.location.search).toBe('?month=2026-12');
    await resolveAll(environment, graph);
    expect(recorded.calls).toEqual([
      { name: 'useCompleteCalendarConnectionMutation', input: { provider: 'GOOGLE', grant: 'g-123' } },
    ]);
    const status = screen.getByText(
      'Google Calendar is connected. Your scheduled workouts will appear there shortly.',
    );
    expect(status.getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: SYNC_MENU_LABEL }).getAttribute('aria-expanded')).toBe('true');
    expect(buttons('Google Calendar')).toEqual([SYNC_NOW, 'Disconnect']);
  });

  it('says why the server would not finish the connect (started from another account)', async () => {
    const refusal =
      'This Google calendar connection was started from another StreamFit account. Sign in to that account to finish it, or connect your calendar again from this one.';
    const recorded = mutations({
      useCompleteCalendarConnectionMutation: {
        connection: null,
        userErrors: [{ field: null, code: 'FORBIDDEN', message: refusal }],
      },
    });
    const { router, environment, graph } = await openCalendar({
      path: '/newplatform/items/calendar?calendarProvider=google&calendarGrant=someone-elses',
      connections: [connection('GOOGLE'), connection('OUTLOOK')],
      mutate: recorded.mutate,
    });
    await resolveAll(environment, graph);
    expect(recorded.calls).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe(refusal);
    expect(router.state.location.search).toBe('');
    expect(buttons('Google Calendar')).toEqual(['Connect']);
  });

  it('says why a connection failed', async () => {
    const { router } = await openCalendar({
      path: '/newplatform/items/calendar?calendarError=access_denied',
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Your calendar was not connected: access was not allowed.',
    );
    expect(router.state.location.search).toBe('');
  });
});

describe('The private calendar feed', () => {
  it('shows the address to copy and says honestly how often apps refresh it', async () => {
    const user = userEvent.setup();
    const view = await openCalendar();
    // The server makes the secret address on the first ask: only once the member opens the menu.
    expect(answeredOperations(view.environment)).not.toContain('CalendarFeedEntryQuery');
    await openMenu(user, view);
    expect(answeredOperations(view.environment)).toContain('CalendarFeedEntryQuery');
    const feed = calendar('iCalendar feed');
    expect(feed.getByRole('textbox', { name: 'Your calendar address' })).toHaveProperty('value', FEED_URL);
    expect(feed.getByText(FEED_REFRESH_NOTE)).toBeTruthy();
    await user.click(feed.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(FEED_URL);
    expect(feed.getByRole('status').textContent).toBe('Address copied.');
  });

  it('makes a new address after a confirm', async () => {
    const user = userEvent.setup();
    const fresh = 'https://streamfit.example/api/calendar/feed/new456.ics';
    const recorded = mutations({
      useRegenerateCalendarFeedMutation: { feed: { url: fresh }, userErrors: [] },
    });
    const { environment, graph } = await openCalendar({ mutate: recorded.mutate });
    await openMenu(user, { environment, graph });
    await user.click(calendar('iCalendar feed').getByRole('button', { name: NEW_ADDRESS }));
    let dialog = within(screen.getByRole('dialog', { name: 'Get a new calendar address?' }));
    expect(dialog.getByText(/The address you have now stops working/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(recorded.calls).toEqual([]);

    await user.click(calendar('iCalendar feed').getByRole('button', { name: NEW_ADDRESS }));
    dialog = within(screen.getByRole('dialog', { name: 'Get a new calendar address?' }));
    await user.click(dialog.getByRole('button', { name: NEW_ADDRESS }));
    await resolveAll(environment, graph);
    expect(recorded.names()).toEqual(['useRegenerateCalendarFeedMutation']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calendar('iCalendar feed').getByRole('textbox', { name: 'Your calendar address' })).toHaveProperty(
      'value',
      fresh,
    );
  });
});
