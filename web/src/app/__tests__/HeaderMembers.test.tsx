import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  studioFixture,
  studioList,
  subscriberFixture,
  userFixture,
  whiteLabelSite,
} from '../../test/fixtures';
import { answeredOperations, renderApp } from '../../test/renderApp';

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

/** The links of the header's bar (the account menu and flyout closed), as label → address. */
function barLinks(): Array<[string, string | null]> {
  return within(mainNav())
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

async function openAccountMenu(name = 'Jane') {
  const user = userEvent.setup();
  await user.click(within(mainNav()).getByRole('button', { name: `Account menu for ${name}` }));
  const menu = within(mainNav()).getByRole('menu');
  return {
    user,
    items: within(menu)
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]),
  };
}

async function openFlyout() {
  const user = userEvent.setup();
  const hamburger = screen.getByRole('button', { name: 'Open menu' });
  await user.click(hamburger);
  const flyout = document.getElementById(hamburger.getAttribute('aria-controls')!)!;
  return within(flyout)
    .getAllByRole('link')
    .map((link) => [link.textContent?.trim(), link.getAttribute('href')]);
}

const bari = studioFixture({
  slug: 'baristudio',
  shortName: 'baristudio',
  name: 'Bari Studio',
  closingH2: 'Take a Bari class tonight.',
});
const bariCustomer = (subscribed: boolean) =>
  (subscribed ? subscriberFixture : userFixture)({
    accountType: 'STUDIO',
    isCustomer: subscribed,
    studio: { shortName: 'baristudio', name: 'Bari Studio' },
  });

describe('Header on the general site, per kind of member', () => {
  it('gives a visitor the gear and Log In, and no account menu', async () => {
    await renderApp('/studios');
    expect(within(mainNav()).queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(barLinks()).toEqual([
      ['How it Works', '/how-it-works'],
      ['Live Schedule', '/liveschedule'],
      ['', '/login?redirect_path=%2Faccount'],
      ['Log In', '/login'],
      ['Start Your Free Trial', '/signup'],
    ]);
  });

  it('gives a subscriber the dashboard and an account menu in place of the gear and Log Out', async () => {
    await renderApp('/studios', { signedIn: subscriberFixture() });
    expect(barLinks()).toEqual([
      ['Dashboard', '/newplatform/dashboard'],
      ['How it Works', '/how-it-works'],
      ['Live Schedule', '/liveschedule'],
    ]);
    const { items } = await openAccountMenu();
    expect(items).toEqual([
      ['Dashboard', '/newplatform/dashboard'],
      ['My classes', '/newplatform/live/upcoming'],
      ['Account settings', '/account'],
      ['Log Out', '/logout'],
    ]);
  });

  it('never offers the dashboard to a member who pays per class: My classes, and the trial at checkout', async () => {
    await renderApp('/studios?code=X', {
      signedIn: userFixture({
        membership: { active: true, packageId: 'jetsweat_class', isClassOnly: true, kind: 'CLASS_ONLY' },
      }),
    });
    expect(barLinks()).toEqual([
      ['My classes', '/newplatform/live/upcoming'],
      ['How it Works', '/how-it-works'],
      ['Live Schedule', '/liveschedule'],
      ['Start Your Free Trial', '/payment?code=X'],
    ]);
    const { items } = await openAccountMenu();
    expect(items).toEqual([
      ['My classes', '/newplatform/live/upcoming'],
      ['Account settings', '/account'],
      ['Log Out', '/logout'],
    ]);
  });

  it('keeps the dashboard for a member whose plan is paused, and offers no plan at checkout', async () => {
    // The pause as the graph reports it (`Membership.paused`), beside the usual fields.
    const membership = {
      active: false,
      packageId: 'streamfit_monthly',
      isClassOnly: false,
      kind: 'NONE',
      paused: true,
    };
    await renderApp('/studios', { signedIn: userFixture({ membership }) });
    expect(barLinks()).toEqual([
      ['Dashboard', '/newplatform/dashboard'],
      ['How it Works', '/how-it-works'],
      ['Live Schedule', '/liveschedule'],
    ]);
    const { items } = await openAccountMenu();
    expect(items.map(([label]) => label)).toEqual(['Dashboard', 'My classes', 'Account settings', 'Log Out']);
  });

  it('shows the initials when the member has no first name', async () => {
    await renderApp('/studios', { signedIn: userFixture({ firstName: ' ', lastName: 'doe' }) });
    const button = within(mainNav()).getByRole('button', { name: 'Account menu for D' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
  });

  it('offers the same links in the phone flyout: Dashboard only to subscribers', async () => {
    await renderApp('/studios', { signedIn: subscriberFixture(), studios: studioList(1) });
    expect(await openFlyout()).toEqual([
      ['Dashboard', '/newplatform/dashboard'],
      ['My classes', '/newplatform/live/upcoming'],
      ['How it Works', '/how-it-works'],
      ['Live Schedule', '/liveschedule'],
      ['Account settings', '/account'],
      ['Log Out', '/logout'],
    ]);
  });

  it('leaves the dashboard out of the flyout for a member without a plan', async () => {
    await renderApp('/studios', { signedIn: userFixture(), studios: studioList(1) });
    expect(await openFlyout()).toEqual([
      ['My classes', '/newplatform/live/upcoming'],
      ['How it Works', '/how-it-works'],
      ['Live Schedule', '/liveschedule'],
      ['Account settings', '/account'],
      ['Log Out', '/logout'],
      ['Start Your Free Trial', '/payment'],
    ]);
  });
});

describe("Header on a studio's own site, per kind of member", () => {
  it('keeps the two-button navbar for a visitor', async () => {
    await renderApp('/', { site: whiteLabelSite(bari), studios: [bari] });
    expect(barLinks()).toEqual([
      ['START YOUR FREE TRIAL', '/signup'],
      ['LOGIN', '/login'],
    ]);
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it("gives a paying customer the studio's schedule, My classes, the dashboard and the account menu", async () => {
    await renderApp('/', { site: whiteLabelSite(bari), studios: [bari], signedIn: bariCustomer(true) });
    expect(barLinks()).toEqual([
      ['Live Schedule', '/liveschedule'],
      ['My classes', '/newplatform/live/upcoming'],
      ['Dashboard', '/newplatform/dashboard'],
    ]);
    const { items } = await openAccountMenu();
    expect(items).toEqual([
      ['Dashboard', '/newplatform/dashboard'],
      ['My classes', '/newplatform/live/upcoming'],
      ['Account settings', '/account'],
      ['LOGOUT', '/logout'],
    ]);
    expect(document.body.textContent).not.toMatch(/StreamFit/);
  });

  it("offers a member without a plan the studio's day pass and its plan at checkout, asking the graph nothing more", async () => {
    const { environment } = await renderApp('/', {
      site: whiteLabelSite(bari),
      studios: [bari],
      signedIn: bariCustomer(false),
    });
    expect(barLinks()).toEqual([
      ['Live Schedule', '/liveschedule'],
      ['My classes', '/newplatform/live/upcoming'],
      ['Day Pass', '/daypass'],
      ['START YOUR FREE TRIAL', '/checkout'],
    ]);
    const { items } = await openAccountMenu();
    expect(items.map(([label]) => label)).toEqual(['My classes', 'Account settings', 'LOGOUT']);
    // The site, the member and the studio's page: the header's links need no question of their own.
    expect([...new Set(answeredOperations(environment))].sort()).toEqual([
      'SiteQuery',
      'StudioRouteQuery',
      'sessionQuery',
    ]);
  });

  it('gives a signed-in customer the same links in the phone flyout', async () => {
    await renderApp('/', { site: whiteLabelSite(bari), studios: [bari], signedIn: bariCustomer(true) });
    expect(await openFlyout()).toEqual([
      ['Live Schedule', '/liveschedule'],
      ['My classes', '/newplatform/live/upcoming'],
      ['Dashboard', '/newplatform/dashboard'],
      ['Account settings', '/account'],
      ['LOGOUT', '/logout'],
    ]);
  });
});
