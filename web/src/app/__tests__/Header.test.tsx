import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  generalSite,
  studioFixture,
  studioList,
  subscriberFixture,
  userFixture,
  whiteLabelSite,
} from '../../test/fixtures';
import { pageArrived, renderApp } from '../../test/renderApp';

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

function hrefOf(element: HTMLElement): string | null {
  return element.getAttribute('href');
}

describe('Header on the general site', () => {
  it('shows the logo and the full navigation', async () => {
    await renderApp('/studios');
    const header = screen.getByRole('banner');
    const logo = within(header).getByRole('img', { name: 'StreamFit' });
    expect(logo.getAttribute('src')).toBe('/media/brand/logo.svg');
    expect(hrefOf(logo.closest('a')!)).toBe('/');

    const nav = mainNav();
    expect(within(nav).getByRole('button', { name: 'Studios' }).getAttribute('aria-expanded')).toBe('false');
    expect(hrefOf(within(nav).getByRole('link', { name: 'How it Works' }))).toBe('/how-it-works');
    expect(hrefOf(within(nav).getByRole('link', { name: 'Live Schedule' }))).toBe('/liveschedule');
    expect(hrefOf(within(nav).getByRole('link', { name: 'Log In' }))).toBe('/login');
    expect(hrefOf(within(nav).getByRole('link', { name: 'Start Your Free Trial' }))).toBe('/signup');
  });

  it('links the blog when one is configured, and the gear to account settings (through log-in for a visitor)', async () => {
    await renderApp('/studios', { site: { ...generalSite(), blogUrl: 'https://blog.streamfit.tv/' } });
    const nav = mainNav();
    expect(hrefOf(within(nav).getAllByRole('link', { name: 'Blog' })[0]!)).toBe('https://blog.streamfit.tv/');
    expect(hrefOf(within(nav).getAllByRole('link', { name: 'Account settings' })[0]!)).toBe(
      '/login?redirect_path=%2Faccount',
    );
  });

  it('has no blog link without a blog; a member finds account settings in their account menu, not behind the gear', async () => {
    const user = userEvent.setup();
    await renderApp('/studios', { signedIn: subscriberFixture() });
    const nav = mainNav();
    expect(within(nav).queryByRole('link', { name: 'Blog' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Account settings' })).toBeNull();
    await user.click(within(nav).getByRole('button', { name: 'Account menu for Jane' }));
    expect(hrefOf(within(nav).getByRole('menuitem', { name: 'Account settings' }))).toBe('/account');
  });

  it('leads a subscriber to the dashboard, and a member who pays per class to My classes instead', async () => {
    await renderApp('/studios', { signedIn: subscriberFixture() });
    expect(hrefOf(within(mainNav()).getAllByRole('link', { name: 'Dashboard' })[0]!)).toBe(
      '/newplatform/dashboard',
    );
    expect(within(mainNav()).queryByRole('link', { name: 'My classes' })).toBeNull();
  });

  it('shows a member without a plan My classes where a subscriber has the dashboard', async () => {
    await renderApp('/studios', { signedIn: userFixture() });
    expect(hrefOf(within(mainNav()).getAllByRole('link', { name: 'My classes' })[0]!)).toBe(
      '/newplatform/live/upcoming',
    );
  });

  it('carries the query string into the sign-up and log-in links', async () => {
    await renderApp('/studios?code=SUMMER&utm_source=mail');
    const nav = mainNav();
    expect(hrefOf(within(nav).getByRole('link', { name: 'Start Your Free Trial' }))).toBe(
      '/signup?code=SUMMER&utm_source=mail',
    );
    expect(hrefOf(within(nav).getByRole('link', { name: 'Log In' }))).toBe(
      '/login?code=SUMMER&utm_source=mail',
    );
    // Other links keep their plain address.
    expect(hrefOf(within(nav).getByRole('link', { name: 'How it Works' }))).toBe('/how-it-works');
  });

  it("reads 'Sign Up' on a studio page whose trial is disabled, and switches back elsewhere", async () => {
    const user = userEvent.setup();
    const studios = [studioFixture({ slug: 'notrial', name: 'No Trial Studio', trialEnabled: false })];
    await renderApp('/studios/notrial', { studios });
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Start Your Free Trial' })).toBeNull();

    await user.click(within(nav).getByRole('link', { name: 'How it Works' }));
    expect(await within(mainNav()).findByRole('link', { name: 'Start Your Free Trial' })).toBeTruthy();
  });

  it('opens the Studios dropdown with every studio and closes it with Escape', async () => {
    const user = userEvent.setup();
    await renderApp('/studios', { studios: studioList(4) });
    const toggle = within(mainNav()).getByRole('button', { name: 'Studios' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(hrefOf(within(panel).getByRole('link', { name: 'Check out All Studios' }))).toBe('/studios');
    expect(hrefOf(within(panel).getByRole('link', { name: 'Studio 03' }))).toBe('/studios/studio03');
    expect(within(panel).getAllByRole('link')).toHaveLength(5);

    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('opens the hamburger flyout with the same links and a collapsible Studios list', async () => {
    const user = userEvent.setup();
    await renderApp('/studios?code=X', { studios: studioList(2) });
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');

    await user.click(hamburger);
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    const flyout = document.getElementById(hamburger.getAttribute('aria-controls')!)!;
    expect(document.activeElement).toBe(within(flyout).getByRole('button', { name: 'Close menu' }));
    expect(hrefOf(within(flyout).getByRole('link', { name: 'How it Works' }))).toBe('/how-it-works');
    expect(hrefOf(within(flyout).getByRole('link', { name: 'Live Schedule' }))).toBe('/liveschedule');
    expect(hrefOf(within(flyout).getByRole('link', { name: 'Log In' }))).toBe('/login?code=X');
    expect(hrefOf(within(flyout).getByRole('link', { name: 'Account settings' }))).toBe(
      '/login?redirect_path=%2Faccount',
    );
    expect(hrefOf(within(flyout).getByRole('link', { name: 'Start Your Free Trial' }))).toBe(
      '/signup?code=X',
    );

    const studiosToggle = within(flyout).getByRole('button', { name: 'Studios' });
    expect(studiosToggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(flyout).queryByRole('link', { name: 'Studio 01' })).toBeNull();
    await user.click(studiosToggle);
    expect(studiosToggle.getAttribute('aria-expanded')).toBe('true');
    expect(hrefOf(within(flyout).getByRole('link', { name: 'Studio 01' }))).toBe('/studios/studio01');
    expect(within(flyout).getByRole('link', { name: 'Check out All Studios' })).toBeTruthy();

    await user.click(studiosToggle);
    expect(within(flyout).queryByRole('link', { name: 'Studio 01' })).toBeNull();

    // Focus starts on the close button and Tab cycles within the flyout.
    const close = within(flyout).getByRole('button', { name: 'Close menu' });
    close.focus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(within(flyout).getByRole('link', { name: 'Start Your Free Trial' }));
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(close);

    await user.keyboard('{Escape}');
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(hamburger.getAttribute('aria-controls')!)).toBeNull();
    expect(document.activeElement).toBe(hamburger);
  });

  it('closes the flyout when a link is followed', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/studios', { studios: studioList(2) });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const flyout = document.getElementById(
      screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-controls')!,
    )!;
    await user.click(within(flyout).getByRole('link', { name: 'Live Schedule' }));
    // The page's code arrives before the route commits.
    await pageArrived();
    expect(router.state.location.pathname).toBe('/liveschedule');
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Header on a white-label site', () => {
  it('shows only START YOUR FREE TRIAL and LOGIN', async () => {
    const studio = studioFixture({ slug: 'baristudio', name: 'Bari Studio' });
    await renderApp('/studios?code=VIP', { site: whiteLabelSite(studio), studios: [studio] });
    const nav = mainNav();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['START YOUR FREE TRIAL', 'LOGIN']);
    expect(hrefOf(links[0]!)).toBe('/signup?code=VIP');
    expect(hrefOf(links[1]!)).toBe('/login?code=VIP');
    expect(within(nav).queryByRole('button', { name: 'Studios' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByText('How it Works')).toBeNull();
    expect(screen.queryByText('Live Schedule')).toBeNull();
    // The header logo is the studio's, named after it.
    const logo = within(screen.getByRole('banner')).getByRole('img', { name: 'Bari Studio' });
    expect(logo.getAttribute('src')).toBe('/media/studios/baristudio/logo.svg');
  });

  it('reads SIGN UP when the studio offers no trial', async () => {
    const studio = studioFixture({ slug: 'baristudio', name: 'Bari Studio', trialEnabled: false });
    await renderApp('/studios', { site: whiteLabelSite(studio), studios: [studio] });
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['SIGN UP', 'LOGIN']);
  });
});
