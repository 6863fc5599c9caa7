import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { subscriberFixture, userFixture } from '../../test/fixtures';
import { renderApp, resolveAll } from '../../test/renderApp';

/** My classes with nothing booked yet, so the page draws without classes to format. */
const noBookings = () => ({
  LiveClassBookingConnection: () => ({
    edges: [],
    pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  }),
});

function menuButton() {
  return within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('button', {
    name: 'Account menu for Jane',
  });
}

function focusedName(): string | null | undefined {
  return document.activeElement?.textContent;
}

describe('The account menu by keyboard', () => {
  it('is a menu button: closed at first, named after the member', async () => {
    await renderApp('/studios', { signedIn: subscriberFixture() });
    const button = menuButton();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Its text is the first name alone; the badge draws the initials as decoration.
    expect(button.textContent).toBe('Jane');
    expect(button.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('JD');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with Enter on the first item, moves with the arrows, Home and End, and wraps round', async () => {
    const user = userEvent.setup();
    await renderApp('/studios', { signedIn: subscriberFixture() });
    menuButton().focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(menuButton().getAttribute('aria-controls')).toBe(menu.id);
    expect(menu.getAttribute('aria-labelledby')).toBe(menuButton().id);
    expect(focusedName()).toBe('Dashboard');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('My classes');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focusedName()).toBe('Log Out');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Dashboard');
    await user.keyboard('{ArrowUp}');
    expect(focusedName()).toBe('Log Out');
    await user.keyboard('{Home}');
    expect(focusedName()).toBe('Dashboard');
    await user.keyboard('{End}');
    expect(focusedName()).toBe('Log Out');
    // A letter jumps to the next item that starts with it.
    await user.keyboard('a');
    expect(focusedName()).toBe('Account settings');
    await user.keyboard('m');
    expect(focusedName()).toBe('My classes');
    // Only the focused item is in the tab order.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .every((item) => item.getAttribute('tabindex') === '-1'),
    ).toBe(true);
  });

  it('opens with Space, and with the arrow keys on the first or last item', async () => {
    const user = userEvent.setup();
    await renderApp('/studios', { signedIn: userFixture() });
    menuButton().focus();
    await user.keyboard(' ');
    expect(focusedName()).toBe('My classes');
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(focusedName()).toBe('Log Out');
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('My classes');
  });

  it('closes with Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    await renderApp('/studios', { signedIn: subscriberFixture() });
    await user.click(menuButton());
    expect(focusedName()).toBe('Dashboard');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes when Tab moves on, and when the member clicks elsewhere', async () => {
    const user = userEvent.setup();
    await renderApp('/studios', { signedIn: subscriberFixture() });
    await user.click(menuButton());
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(menuButton());
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(screen.getByRole('heading', { name: 'All Studios' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the button is clicked again', async () => {
    const user = userEvent.setup();
    await renderApp('/studios', { signedIn: subscriberFixture() });
    await user.click(menuButton());
    await user.click(menuButton());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('follows an item with Enter, and closes', async () => {
    const user = userEvent.setup();
    const { router, environment, graph } = await renderApp('/studios', { signedIn: subscriberFixture() });
    menuButton().focus();
    await user.keyboard('{Enter}{End}{ArrowUp}');
    expect(focusedName()).toBe('Account settings');
    await user.keyboard('{Enter}');
    await resolveAll(environment, graph);
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('follows an item with Space too', async () => {
    const user = userEvent.setup();
    const { router, environment, graph } = await renderApp('/studios', {
      signedIn: userFixture(),
      resolvers: noBookings,
    });
    menuButton().focus();
    await user.keyboard('{Enter}');
    expect(focusedName()).toBe('My classes');
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    await resolveAll(environment, graph);
    expect(router.state.location.pathname).toBe('/newplatform/live/upcoming');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
