import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subscriberFixture } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

describe('Dashboard', () => {
  it('leads a subscriber on: their booked classes, the schedule and their account', async () => {
    await renderApp('/newplatform/dashboard', { signedIn: subscriberFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const shortcuts = within(screen.getByRole('navigation', { name: 'Shortcuts' }));
    expect(
      shortcuts.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My classes', '/newplatform/live/upcoming'],
      ['Live Schedule', '/liveschedule'],
      ['Account settings', '/account'],
    ]);
    expect(shortcuts.getByText('Join the live classes you booked.')).toBeTruthy();
  });
});
