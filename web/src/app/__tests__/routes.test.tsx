import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { studioList, subscriberFixture } from '../../test/fixtures';
import { pageArrived, renderApp, resolveAll } from '../../test/renderApp';

describe('Landing page', () => {
  it('shows the hero, a searchable studio chooser, how it works and devices', async () => {
    const user = userEvent.setup();
    const studios = [
      ...studioList(3),
      ...studioList(1).map((studio) => ({
        ...studio,
        id: 'Studio:yoga',
        name: 'Yoga Vida',
        slug: 'yogavida',
        classTypes: ['Yoga'],
      })),
    ];
    await renderApp('/', { studios });
    expect(screen.getByRole('heading', { level: 1, name: /boutique studios/i })).toBeTruthy();
    const chooser = screen.getByRole('heading', { name: 'Choose your studio' }).closest('section')!;
    const tiles = () => within(chooser.querySelector('ul')!).getAllByRole('link');
    expect(tiles().map((tile) => tile.getAttribute('href'))).toEqual([
      '/studios/studio01',
      '/studios/studio02',
      '/studios/studio03',
      '/studios/yogavida',
    ]);

    await user.type(within(chooser).getByLabelText('Search studios'), 'yoga');
    expect(tiles().map((tile) => tile.textContent)).toEqual(['Yoga Vida']);
    await user.clear(within(chooser).getByLabelText('Search studios'));
    await user.type(within(chooser).getByLabelText('Search studios'), 'zzz');
    expect(within(chooser).getByRole('status').textContent).toContain('No studio matches');

    expect(screen.getByRole('heading', { name: 'How it works' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Compatible Devices' })).toBeTruthy();
    expect(document.title).toBe('StreamFit | Boutique fitness, streamed');
  });

  it('navigates to a studio from the chooser', async () => {
    const user = userEvent.setup();
    const { router, environment, graph } = await renderApp('/', { studios: studioList(2) });
    const chooser = screen.getByRole('heading', { name: 'Choose your studio' }).closest('section')!;
    await user.click(within(chooser).getByRole('link', { name: 'Studio 02' }));
    await resolveAll(environment, graph);
    expect(router.state.location.pathname).toBe('/studios/studio02');
    expect(screen.getByRole('heading', { name: 'Experience Studio 02 on demand' })).toBeTruthy();
  });
});

describe('Pages still to come and unknown addresses', () => {
  it('shows Page not found with a link home for an unknown address', async () => {
    await renderApp('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('/no/such/page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    // The site frame stays around it.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(document.title).toBe('Page not found | StreamFit');
  });

  it('marks the member area still to come as coming soon', async () => {
    await renderApp('/newplatform/items/programs', { signedIn: subscriberFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText(/The member area is coming soon/)).toBeTruthy();
  });

  it('scrolls to the top on every location change', async () => {
    const user = userEvent.setup();
    await renderApp('/no/such/page');
    const calls = (window.scrollTo as unknown as { mock: { calls: unknown[][] } }).mock.calls.length;
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
        name: 'How it Works',
      }),
    );
    // The page's code arrives before the route commits.
    await pageArrived();
    expect(
      (window.scrollTo as unknown as { mock: { calls: unknown[][] } }).mock.calls.length,
    ).toBeGreaterThan(calls);
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});

describe('Loading and failures', () => {
  it('stays usable when the studio catalogue is unreachable', async () => {
    const user = userEvent.setup();
    await renderApp('/', { studiosUnavailable: true });
    expect(
      screen.getByText('Our studio list is unavailable right now. Please try again in a moment.'),
    ).toBeTruthy();
    const toggle = within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('button', {
      name: 'Studios',
    });
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Check out All Studios']);
  });

  it('shows the error page inside the site frame when the studios list cannot load', async () => {
    await renderApp('/studios', { studiosUnavailable: true });
    expect(screen.getByRole('heading', { name: 'We hit a snag' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it('shows a full-page spinner until the site is known', async () => {
    const { environment, graph } = await renderApp('/studios', { manual: true });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // Nothing names a brand before the site is known (it may be a studio's own).
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('banner')).toBeNull();
    await resolveAll(environment, graph);
    expect(screen.getByRole('heading', { name: 'All Studios' })).toBeTruthy();
  });

  it('shows a retry page when the site cannot be loaded', async () => {
    const { environment } = await renderApp('/studios', { manual: true });
    await act(async () => {
      environment.mock.reject(environment.mock.getAllOperations()[0]!, new TypeError('Failed to fetch'));
    });
    expect(await screen.findByRole('heading', { name: 'We hit a snag' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
