import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { subscriberFixture, userFixture } from '../../../test/fixtures';
import { renderApp, resolveAll } from '../../../test/renderApp';

function memberNav() {
  return screen.getByRole('navigation', { name: 'Member area' });
}

function fullPath(router: { state: { location: { pathname: string; search: string } } }) {
  return router.state.location.pathname + router.state.location.search;
}

describe('Member area guard', () => {
  it.each(['/newplatform/items/calendar', '/newplatform/friends', '/newplatform/dashboard'])(
    'sends a visitor from %s to log in, and back after',
    async (address) => {
      const { router } = await renderApp(address);
      expect(fullPath(router)).toBe(`/login?redirect_path=${encodeURIComponent(address)}`);
      expect(screen.queryByRole('navigation', { name: 'Member area' })).toBeNull();
    },
  );

  it('lets a signed-in member without a plan open their profile', async () => {
    const { router } = await renderApp('/newplatform/profile', { signedIn: userFixture() });
    expect(router.state.location.pathname).toBe('/newplatform/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
  });

  it('keeps the dashboard for subscribers (a member without a plan goes to payment)', async () => {
    const { router } = await renderApp('/newplatform/dashboard', { signedIn: userFixture() });
    expect(fullPath(router)).toBe('/payment?redirect_path=%2Fnewplatform%2Fdashboard');
  });
});

describe('Member navigation', () => {
  it('links every section, the current one marked, around the dashboard', async () => {
    await renderApp('/newplatform/dashboard', { signedIn: subscriberFixture() });
    const links = within(memberNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/newplatform/dashboard'],
      ['My classes', '/newplatform/live/upcoming'],
      ['Classes', '/newplatform/items/classes'],
      ['Calendar', '/newplatform/items/calendar'],
      ['Friends', '/newplatform/friends'],
      ['Progress', '/newplatform/progress'],
      ['Profile', '/newplatform/profile'],
    ]);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Dashboard']);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('moves the current mark with the page', async () => {
    const user = userEvent.setup();
    const { router, environment, graph } = await renderApp('/newplatform/dashboard', {
      signedIn: subscriberFixture(),
    });
    await user.click(within(memberNav()).getByRole('link', { name: 'Calendar' }));
    await resolveAll(environment, graph);
    expect(router.state.location.pathname).toBe('/newplatform/items/calendar');
    expect(within(memberNav()).getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(memberNav()).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).toBeNull();
  });
});

describe('Member navigation for a member without a subscription', () => {
  it.each([
    [
      'who pays per class',
      userFixture({
        membership: { active: true, packageId: 'jetsweat_class', isClassOnly: true, kind: 'CLASS_ONLY' },
      }),
    ],
    ['who holds nothing yet', userFixture()],
  ])('starts a member %s at My classes and never offers the dashboard', async (_kind, member) => {
    await renderApp('/newplatform/friends', { signedIn: member });
    const links = within(memberNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My classes', '/newplatform/live/upcoming'],
      ['Classes', '/newplatform/items/classes'],
      ['Calendar', '/newplatform/items/calendar'],
      ['Friends', '/newplatform/friends'],
      ['Progress', '/newplatform/progress'],
      ['Profile', '/newplatform/profile'],
    ]);
  });

  it('leads every section it shows to a page the member may open, not to checkout', async () => {
    const user = userEvent.setup();
    const { router, environment, graph } = await renderApp('/newplatform/profile', {
      signedIn: userFixture(),
    });
    for (const name of ['Classes', 'Calendar', 'Friends', 'Progress', 'Profile']) {
      await user.click(within(memberNav()).getByRole('link', { name }));
      await resolveAll(environment, graph);
      expect(router.state.location.pathname).toBe(
        within(memberNav()).getByRole('link', { name }).getAttribute('href'),
      );
      expect(screen.getByRole('heading', { level: 1, name })).toBeTruthy();
    }
  });
});
