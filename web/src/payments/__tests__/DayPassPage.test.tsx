import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayPassFixture, studioFixture, userFixture, whiteLabelSite } from '../../test/fixtures';
import { renderApp, resolveAll } from '../../test/renderApp';
import { formatPassDate, lastPassDay } from '../dates';
import { afterDayPassPath, dayPassLogInPath } from '../paths';
import { fillCard, fullPath, mutations, TOKEN_OK } from './helpers';

const BARI = studioFixture({ slug: 'bari', shortName: 'bari', name: 'Bari Studio' });

function dayButton(label: string) {
  return screen.getByRole('button', { name: label });
}

function purchased(date: string) {
  return {
    dayPass: dayPassFixture(date),
    viewer: userFixture({ dayPasses: [dayPassFixture(date, { studio: { name: 'Bari Studio' } })] }),
    userErrors: [],
  };
}

beforeEach(() => {
  // Only Date is faked: Monday, June 15th, 2026, 10:00 local time.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 15, 10, 0, 0));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Day pass: dates and paths', () => {
  it("formats the day as 'MMMM Do, YYYY'", () => {
    expect(formatPassDate('2026-06-01')).toBe('June 1st, 2026');
    expect(formatPassDate('2026-06-22')).toBe('June 22nd, 2026');
    expect(formatPassDate('2026-07-03')).toBe('July 3rd, 2026');
    expect(formatPassDate('2026-12-11')).toBe('December 11th, 2026');
  });

  it('allows today up to 365 days ahead', () => {
    expect(lastPassDay('2026-06-15')).toBe('2027-06-15');
  });

  it('sends visitors to the day-pass log-in of the site or studio', () => {
    expect(dayPassLogInPath(false, undefined)).toBe('/login/daypass');
    expect(dayPassLogInPath(false, 'bari')).toBe('/login/daypass/bari');
    expect(dayPassLogInPath(true, 'bari')).toBe('/login/daypass');
  });

  it('lands on /account, /account/{date} (white-label) or /account/{shortName}/{date}', () => {
    const passDate = 'June 20th, 2026';
    expect(afterDayPassPath({ whiteLabel: false, studioShortName: undefined, passDate })).toBe('/account');
    expect(afterDayPassPath({ whiteLabel: true, studioShortName: undefined, passDate })).toBe(
      '/account/June%2020th%2C%202026',
    );
    expect(afterDayPassPath({ whiteLabel: false, studioShortName: 'bari', passDate })).toBe(
      '/account/bari/June%2020th%2C%202026',
    );
  });
});

describe('Day-pass page', () => {
  it.each([
    ['/daypass', undefined, '/login/daypass'],
    ['/daypass/bari', undefined, '/login/daypass/bari'],
    ['/daypass', 'white-label', '/login/daypass'],
  ])('sends a visitor from %s (%s) to %s', async (path, mode, target) => {
    const { router } = await renderApp(path, mode ? { site: whiteLabelSite(BARI), studios: [BARI] } : {});
    expect(router.state.location.pathname).toBe(target);
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeTruthy();
  });

  it('shows the day pass with its price per day and a calendar from today', async () => {
    await renderApp('/daypass', { signedIn: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Billing Information' })).toBeTruthy();
    const plan = screen.getByRole('heading', { name: 'Choose Your Subscription' }).closest('section')!;
    expect(within(plan).getByText('Day Pass')).toBeTruthy();
    expect(within(plan).getByText('$9.99')).toBeTruthy();
    expect(within(plan).getByText('per day')).toBeTruthy();
    expect(within(plan).getByText('One-time payment')).toBeTruthy();
    expect(within(plan).getByText('Unlimited workouts')).toBeTruthy();

    const grid = screen.getByRole('grid');
    expect(grid.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'June 2026' })).toBeTruthy();
    const today = dayButton('Monday, June 15th, 2026');
    expect(today.closest('td')!.getAttribute('aria-selected')).toBe('true');
    expect(today.tabIndex).toBe(0);
    expect(dayButton('Sunday, June 14th, 2026')).toHaveProperty('disabled', true);
    expect(dayButton('Monday, June 1st, 2026')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
    expect(screen.getByText('June 15th, 2026', { selector: 'strong' })).toBeTruthy();
  });

  it('reaches the last day a year ahead and no further', async () => {
    const user = userEvent.setup();
    await renderApp('/daypass', { signedIn: userFixture() });
    const next = screen.getByRole('button', { name: 'Next month' });
    for (let month = 0; month < 12; month += 1) await user.click(next);
    expect(screen.getByRole('heading', { name: 'June 2027' })).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);
    expect(dayButton('Tuesday, June 15th, 2027')).toHaveProperty('disabled', false);
    expect(dayButton('Wednesday, June 16th, 2027')).toHaveProperty('disabled', true);
  });

  it('moves through days with the keyboard and picks with Enter', async () => {
    const user = userEvent.setup();
    await renderApp('/daypass', { signedIn: userFixture() });
    dayButton('Monday, June 15th, 2026').focus();
    await user.keyboard('{ArrowLeft}');
    // Yesterday is out of range: focus stays on today.
    expect(document.activeElement).toBe(dayButton('Monday, June 15th, 2026'));
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toBe(dayButton('Tuesday, June 23rd, 2026'));
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('heading', { name: 'July 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(dayButton('Thursday, July 23rd, 2026'));
    await user.keyboard('{Enter}');
    expect(screen.getByText('July 23rd, 2026', { selector: 'strong' })).toBeTruthy();
  });

  it('buys the pass for the chosen day in the browser’s time zone, then says so on /account', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useCreateCardTokenMutation: TOKEN_OK,
      usePurchaseDayPassMutation: purchased('2026-06-20'),
    });
    const { environment, graph, router } = await renderApp('/daypass', {
      signedIn: userFixture(),
      mutate: recorded.mutate,
    });
    await user.click(dayButton('Saturday, June 20th, 2026'));
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(screen.getByRole('button', { name: 'Processing...' }).textContent).toBe('Processing... ');
    await resolveAll(environment, graph);
    const input = recorded.calls[1]!.input;
    expect(recorded.calls[1]!.name).toBe('usePurchaseDayPassMutation');
    expect(input).toMatchObject({
      date: '2026-06-20',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      studioShortName: null,
      paymentToken: 'tok_local_1',
    });
    expect(typeof input.idempotencyKey).toBe('string');
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.getByText(/Your day pass for June 20th, 2026 is booked\./).getAttribute('role')).toBe(
      'status',
    );
    const passes = screen.getByRole('heading', { name: 'Your day passes' }).closest('section')!;
    expect(within(passes).getByText('June 20th, 2026')).toBeTruthy();
  });

  it('lands on /account/{shortName}/{date} from a studio’s day pass', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useCreateCardTokenMutation: TOKEN_OK,
      usePurchaseDayPassMutation: purchased('2026-06-15'),
    });
    const { environment, graph, router } = await renderApp('/daypass/bari', {
      signedIn: userFixture(),
      mutate: recorded.mutate,
    });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await resolveAll(environment, graph);
    expect(recorded.calls[1]!.input.studioShortName).toBe('bari');
    expect(fullPath(router)).toBe('/account/bari/June%2015th%2C%202026');
    expect(screen.getByText(/Your day pass for June 15th, 2026 is booked/)).toBeTruthy();
  });

  it('an /account/{date} address alone says nothing: the note needs a pass the member holds for that day', async () => {
    await renderApp('/account/June%2015th%2C%202026', { signedIn: userFixture() });
    expect(screen.getByRole('heading', { name: 'Account' })).toBeTruthy();
    expect(screen.queryByText(/is booked/)).toBeNull();
  });

  it('an /account/{date} address of a pass the member holds says it is booked', async () => {
    await renderApp('/account/June%2015th%2C%202026', {
      signedIn: userFixture({ dayPasses: [dayPassFixture('2026-06-15')] }),
    });
    expect(screen.getByText(/Your day pass for June 15th, 2026 is booked/)).toBeTruthy();
  });

  it('lands on /account/{date} on a white-label site, buying the studio’s pass', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useCreateCardTokenMutation: TOKEN_OK,
      usePurchaseDayPassMutation: purchased('2026-06-15'),
    });
    const { environment, graph, router } = await renderApp('/daypass', {
      site: whiteLabelSite(BARI),
      studios: [BARI],
      signedIn: userFixture(),
      mutate: recorded.mutate,
    });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await resolveAll(environment, graph);
    expect(recorded.calls[1]!.input.studioShortName).toBe('bari');
    expect(fullPath(router)).toBe('/account/June%2015th%2C%202026');
  });

  it('shows a refused purchase and lets the member try again', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useCreateCardTokenMutation: TOKEN_OK,
      usePurchaseDayPassMutation: {
        dayPass: null,
        viewer: null,
        userErrors: [
          { field: 'date', message: 'You already have a day pass for 2026-06-15.', code: 'INVALID_STATE' },
        ],
      },
    });
    const { environment, graph, router } = await renderApp('/daypass', {
      signedIn: userFixture(),
      mutate: recorded.mutate,
    });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await resolveAll(environment, graph);
    expect(screen.getByRole('alert').textContent).toBe('You already have a day pass for 2026-06-15.');
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toHaveProperty('disabled', false);
    expect(router.state.location.pathname).toBe('/daypass');
  });

  it('ignores account addresses that are not a booked date', async () => {
    await renderApp('/account/bari/Your%20account%20is%20closed', { signedIn: userFixture() });
    expect(screen.queryByText(/is booked/)).toBeNull();
  });
});
