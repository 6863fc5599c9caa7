process.env.TZ = 'America/New_York';

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { studioFixture, subscriberFixture, userFixture, whiteLabelSite } from '../../test/fixtures';
import { renderApp, resolveAll, type MockGraph } from '../../test/renderApp';
import { FAVORITES_FAILED } from '../ClassesPage';
import { CATALOGUE_PAGE_SIZE } from '../VideoCatalogue';
import { ADD_FAILED, ADD_PENDING } from '../useFavoriteVideo';
import { libraryResolvers, videoFixture, type VideoFixture, type VideosRequest } from './libraryFixtures';

const power = videoFixture(1, { title: 'Power Pilates', minutes: 25, level: 'Intermediate' });
const calm = videoFixture(2, { title: 'Calm Flow', instructor: { name: 'Ana Ruiz', bio: '', imageUrl: '' } });

async function openClasses(
  path: string,
  options: {
    videos?: VideoFixture[];
    favorites?: VideoFixture[];
    history?: VideoFixture[];
    mutate?: MockGraph['mutate'];
    failQueries?: string[];
    signedIn?: ReturnType<typeof userFixture>;
  } = {},
) {
  const requests: VideosRequest[] = [];
  const viewer = options.signedIn ?? subscriberFixture();
  const view = await renderApp(path, {
    signedIn: viewer,
    mutate: options.mutate,
    failQueries: options.failQueries,
    resolvers: () =>
      libraryResolvers({
        videos: options.videos ?? [power, calm],
        favorites: options.favorites,
        history: options.history,
        requests,
        user: viewer,
      }),
  });
  return { ...view, requests };
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Classes' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link')[0]!.textContent);

describe('Classes /newplatform/items/classes', () => {
  it('lists the classes with poster, title, studio, instructor, minutes, level, favorite and schedule', async () => {
    const { requests } = await openClasses('/newplatform/items/classes');
    expect(screen.getByRole('heading', { level: 1, name: 'Classes' })).toBeTruthy();
    expect(cards()).toEqual(['Power Pilates', 'Calm Flow']);
    const card = within(screen.getByRole('link', { name: 'Power Pilates' }).closest('li')!);
    expect(screen.getByRole('link', { name: 'Power Pilates' }).getAttribute('href')).toBe(
      '/newplatform/items/classes/1',
    );
    expect(card.getByText('BK Pilates · Kelly Chen')).toBeTruthy();
    expect(card.getByText('25 min · Intermediate')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Add Power Pilates to favorites' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Schedule Power Pilates' })).toBeTruthy();
    expect(screen.getByText('2 classes').getAttribute('role')).toBe('status');
    // The page, and once for the filter the count and the counts per choice (a one-class read).
    expect(requests).toHaveLength(2);
    expect(requests).toEqual(
      expect.arrayContaining([
        { filter: null, sort: 'RECOMMENDED', first: CATALOGUE_PAGE_SIZE, after: null },
        { filter: null, sort: 'RECOMMENDED', first: 1, after: null },
      ]),
    );
    // A subscriber is not asked to subscribe.
    expect(screen.queryByRole('link', { name: 'Subscribe to watch' })).toBeNull();
  });

  it('shows how many classes each choice leaves, in the choice’s own label, grouped under legends', async () => {
    await openClasses('/newplatform/items/classes');
    const classType = within(screen.getByRole('group', { name: 'Class type' }));
    expect(classType.getByRole('checkbox', { name: 'Pilates (7)' })).toBeTruthy();
    expect(classType.getByRole('checkbox', { name: 'Yoga (3)' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Studio' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Barre Studio (4)' })).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Equipment' })).getByRole('checkbox', { name: 'None (5)' }),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Low Impact (3)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Glutes (2)' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Time: 0 to 90+ min' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Calories: 0 to 800+ kcal' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Hide classes I’ve taken'.replace('’', "'") })).toBeTruthy();
  });

  it('puts the applied filters in the address and the query, and a reload restores both', async () => {
    const user = userEvent.setup();
    const { router, environment, graph, requests, unmount } = await openClasses('/newplatform/items/classes');
    await user.click(screen.getByRole('checkbox', { name: 'Pilates (7)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Barre Studio (4)' }));
    await user.click(screen.getByRole('checkbox', { name: 'None (5)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Prenatal (1)' }));
    await user.click(screen.getByRole('checkbox', { name: "Hide classes I've taken" }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    await resolveAll(environment, graph);
    // A new order keeps the choices not applied yet.
    expect(screen.getByRole('checkbox', { name: 'Pilates (7)' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await resolveAll(environment, graph);
    // The panel stays where it was: focus is still on the button the member pressed.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Apply filters' }));
    const address = `${router.state.location.pathname}${router.state.location.search}`;
    expect(address).toBe(
      '/newplatform/items/classes?type=Pilates&equipment=None&limitation=Prenatal&studio=3&hide=completed&sort=newest',
    );
    const filter = {
      classTypes: ['Pilates'],
      studioIds: [3],
      equipment: ['None'],
      limitations: ['Prenatal'],
      hideCompleted: true,
    };
    expect(requests.slice(-2)).toEqual(
      expect.arrayContaining([
        { filter, sort: 'NEWEST', first: CATALOGUE_PAGE_SIZE, after: null },
        { filter, sort: 'NEWEST', first: 1, after: null },
      ]),
    );
    // Back returns to the unfiltered page sorted by newest.
    await act(async () => {
      await router.navigate(-1);
    });
    await resolveAll(environment, graph);
    expect(router.state.location.search).toBe('?sort=newest');
    expect(screen.getByRole('checkbox', { name: 'Pilates (7)' })).toHaveProperty('checked', false);
    unmount();

    // A reload (or a shared link) opens the same view.
    const reloaded = await openClasses(address);
    expect(reloaded.requests).toHaveLength(2);
    expect(reloaded.requests).toEqual(
      expect.arrayContaining([
        { filter, sort: 'NEWEST', first: CATALOGUE_PAGE_SIZE, after: null },
        { filter, sort: 'NEWEST', first: 1, after: null },
      ]),
    );
    expect(screen.getByRole('checkbox', { name: 'Pilates (7)' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: "Hide classes I've taken" })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'NEWEST');
  });

  it('searches titles, instructors and studios', async () => {
    const user = userEvent.setup();
    const { router, environment, graph, requests } = await openClasses('/newplatform/items/classes');
    await user.type(
      screen.getByRole('searchbox', { name: 'Search classes, instructors and studios' }),
      'Ana',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await resolveAll(environment, graph);
    expect(router.state.location.search).toBe('?q=Ana');
    expect(requests.at(-1)?.filter).toEqual({ search: 'Ana' });
  });

  it('keeps one view at a time: each switch turns the others off', async () => {
    const user = userEvent.setup();
    const { router, environment, graph, requests } = await openClasses(
      '/newplatform/items/classes?type=Yoga&sort=longest',
    );
    const pressed = () =>
      screen
        .queryAllByRole('button', { pressed: true })
        .map((button) => button.textContent)
        .filter((text) => text !== '♡');
    expect(pressed()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Up to 15 min' }));
    await resolveAll(environment, graph);
    expect(router.state.location.search).toBe('?duration=0-15&sort=longest');
    expect(requests.at(-1)).toMatchObject({ filter: { minutes: { min: 0, max: 15 } }, sort: 'LONGEST' });
    expect(pressed()).toEqual(['Up to 15 min']);
    await user.click(screen.getByRole('button', { name: 'Lower Body' }));
    await resolveAll(environment, graph);
    expect(router.state.location.search).toBe('?bodyfocus=Lower+Body&sort=longest');
    expect(requests.at(-1)).toMatchObject({ filter: { bodyFocus: ['Lower Body'] } });
    expect(pressed()).toEqual(['Lower Body']);
    await user.click(screen.getByRole('button', { name: 'Favorites' }));
    await resolveAll(environment, graph);
    expect(router.state.location.search).toBe('?view=favorites');
    expect(pressed()).toEqual(['Favorites']);
    expect(screen.getByText(/You have no favorite classes yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'All classes' }));
    await resolveAll(environment, graph);
    expect(router.state.location.search).toBe('');
    expect(pressed()).toEqual(['All classes']);
  });

  it('loads the next page as the end of the list scrolls into view, and with Show more', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; target: Element | null }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; target: Element | null };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, target: null };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {
          this.entry.target = null;
        }
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    try {
      const videos = Array.from({ length: 30 }, (_, index) => videoFixture(index + 1));
      const user = userEvent.setup();
      const { environment, graph, requests } = await openClasses('/newplatform/items/classes', { videos });
      expect(cards()).toHaveLength(12);
      const watching = observers.filter((observer) => observer.target);
      expect(watching).toHaveLength(1);
      await act(async () => {
        watching[0]!.callback(
          [{ isIntersecting: true, target: watching[0]!.target } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      });
      await resolveAll(environment, graph);
      expect(cards()).toHaveLength(24);
      expect(requests.at(-1)).toMatchObject({ first: CATALOGUE_PAGE_SIZE, after: 'v:11' });
      // The next page asks for its classes only: the count and the counts per choice were read once.
      expect(requests.filter((request) => request.first === 1)).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Show more classes' }));
      await resolveAll(environment, graph);
      expect(cards()).toHaveLength(30);
      expect(screen.queryByRole('button', { name: 'Show more classes' })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says when nothing matches and offers to reset the filters', async () => {
    const user = userEvent.setup();
    const { router, environment, graph } = await openClasses('/newplatform/items/classes?type=Kids', {
      videos: [],
    });
    expect(screen.getByText('No classes match these filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await resolveAll(environment, graph);
    expect(router.state.location.search).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Classes' }));
  });

  it('shows a member without a plan the catalogue and the way to subscribe', async () => {
    await openClasses('/newplatform/items/classes', {
      signedIn: userFixture(),
      videos: [videoFixture(1, { title: 'Power Pilates', canWatch: false })],
    });
    expect(cards()).toEqual(['Power Pilates']);
    expect(screen.getByText('Subscribe to watch', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe to watch' }).getAttribute('href')).toBe(
      '/payment?redirect_path=%2Fnewplatform%2Fitems%2Fclasses',
    );
  });
});

describe('Favorites', () => {
  const added = (video: VideoFixture) => ({
    video: { ...video, viewerHasFavorited: true },
    favoriteEdge: {
      cursor: 'f:new',
      favoritedAt: '2026-11-25T00:00:00Z',
      node: { ...video, viewerHasFavorited: true },
    },
    removedVideoId: null,
    userErrors: [],
  });

  it('fills the heart at once and keeps it when the library agrees', async () => {
    const user = userEvent.setup();
    const inputs: Array<[string, Record<string, unknown>]> = [];
    const { environment, graph } = await openClasses('/newplatform/items/classes', {
      mutate: (name, input) => {
        inputs.push([name, input]);
        return added(power);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add Power Pilates to favorites' }));
    // Before the answer: already a favorite.
    const remove = screen.getByRole('button', { name: 'Remove Power Pilates from favorites' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    await resolveAll(environment, graph);
    expect(screen.getByRole('button', { name: 'Remove Power Pilates from favorites' })).toBeTruthy();
    expect(inputs).toEqual([['useFavoriteVideoAddMutation', { videoId: 'Video:1' }]]);
  });

  it('restores the heart and says "Failed to add Video" when adding fails', async () => {
    const user = userEvent.setup();
    const { environment, graph } = await openClasses('/newplatform/items/classes', {
      mutate: () => new Error('offline'),
    });
    await user.click(screen.getByRole('button', { name: 'Add Power Pilates to favorites' }));
    expect(screen.getByRole('button', { name: 'Remove Power Pilates from favorites' })).toBeTruthy();
    await resolveAll(environment, graph);
    expect(screen.getByRole('button', { name: 'Add Power Pilates to favorites' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(ADD_FAILED);
  });

  it('refuses a second click while the add is under way', async () => {
    const user = userEvent.setup();
    const names: string[] = [];
    const { environment, graph } = await openClasses('/newplatform/items/classes', {
      mutate: (name) => {
        names.push(name);
        return added(power);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add Power Pilates to favorites' }));
    await user.click(screen.getByRole('button', { name: 'Remove Power Pilates from favorites' }));
    expect(screen.getByRole('alert').textContent).toBe(ADD_PENDING);
    await resolveAll(environment, graph);
    expect(names).toEqual(['useFavoriteVideoAddMutation']);
  });

  it('lists the favorites, and a class taken out leaves the list at once when the library agrees', async () => {
    const user = userEvent.setup();
    const favorite = { ...power, viewerHasFavorited: true };
    const { environment, graph } = await openClasses('/newplatform/items/classes?view=favorites', {
      favorites: [favorite, { ...calm, viewerHasFavorited: true }],
      mutate: () => ({
        video: { ...power, viewerHasFavorited: false },
        favoriteEdge: null,
        removedVideoId: power.id,
        userErrors: [],
      }),
    });
    const list = () => within(screen.getByRole('list', { name: 'Favorite classes' }));
    expect(list().getAllByRole('listitem')).toHaveLength(2);
    await user.click(list().getByRole('button', { name: 'Remove Power Pilates from favorites' }));
    await resolveAll(environment, graph);
    expect(list().getAllByRole('listitem')).toHaveLength(1);
    expect(list().queryByText('Power Pilates')).toBeNull();
  });

  it("on a studio's own site asks for the member's favorites and history of that studio's classes only", async () => {
    const studio = studioFixture({ slug: 'baristudio', name: 'Bari Studio' });
    for (const view of ['favorites', 'history']) {
      const memberLists: Record<string, unknown>[] = [];
      const viewer = subscriberFixture();
      await renderApp(`/newplatform/items/classes?view=${view}`, {
        signedIn: viewer,
        site: { ...whiteLabelSite(studio), studio: { ...whiteLabelSite(studio).studio!, databaseId: 7 } },
        studios: [studio],
        resolvers: () =>
          libraryResolvers({ favorites: [power], history: [power], memberLists, user: viewer }),
      });
      await screen.findAllByText('Power Pilates');
      expect(memberLists).toEqual([expect.objectContaining({ list: view, studioId: '7' })]);
    }
  });

  it('says "Failed to fetch Favorites" when the favorites cannot be loaded', async () => {
    await openClasses('/newplatform/items/classes?view=favorites', {
      failQueries: ['ClassesPageFavoritesQuery'],
    });
    expect(screen.getByRole('alert').textContent).toBe(FAVORITES_FAILED);
    // The rest of the page stays: the member can switch view.
    expect(screen.getByRole('button', { name: 'All classes' })).toBeTruthy();
  });
});

describe('Scheduling a class', () => {
  // Wednesday 25 November 2026, 10:00 in New York.
  const NOW = new Date('2026-11-25T15:00:00.000Z');
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('picks a day the month has, a 12-hour time in 5-minute steps, and plans it in the browser’s time zone', async () => {
    const user = userEvent.setup();
    const inputs: Array<Record<string, unknown>> = [];
    const { environment, graph } = await openClasses('/newplatform/items/classes', {
      mutate: (_name, input) => {
        inputs.push(input);
        return {
          workout: { id: 'Workout:9', when: input.when, status: 'SCHEDULED' },
          userErrors: [],
        };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Schedule Power Pilates' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Schedule Power Pilates' }));
    const hours = dialog.getByRole('combobox', { name: 'Hour' });
    expect(
      within(hours)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    expect(
      within(dialog.getByRole('combobox', { name: 'Minutes' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
    // February 2027 has 28 days.
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Year' }), '2027');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Month' }), 'February');
    expect(within(dialog.getByRole('combobox', { name: 'Day' })).getAllByRole('option')).toHaveLength(28);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Month' }), 'November');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Year' }), '2026');
    // Earlier today is refused, and nothing is sent.
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Day' }), '25');
    await user.selectOptions(hours, '08');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Minutes' }), '00');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'AM or PM' }), 'AM');
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));
    expect(dialog.getByRole('alert').textContent).toBe('Choose a time that is still to come.');
    expect(inputs).toEqual([]);
    // Friday 27 November, 7:30 PM in New York.
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Day' }), '27');
    await user.selectOptions(hours, '07');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Minutes' }), '30');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'AM or PM' }), 'PM');
    expect(dialog.getByText('Times are in your time zone (America/New_York).')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));
    await resolveAll(environment, graph);
    expect(inputs).toEqual([
      { videoId: 'Video:1', when: '2026-11-28T00:30:00.000Z', timeZone: 'America/New_York' },
    ]);
    expect(dialog.getByRole('status').textContent).toBe(
      'Power Pilates is on your calendar for Friday, November 27, 2026 at 7:30 PM.',
    );
    expect(dialog.getByRole('link', { name: 'Open my calendar' }).getAttribute('href')).toBe(
      '/newplatform/items/calendar',
    );
  });

  it('says why when the library refuses', async () => {
    const user = userEvent.setup();
    const { environment, graph } = await openClasses('/newplatform/items/classes', {
      mutate: () => ({
        workout: null,
        userErrors: [{ field: 'when', message: 'That time has passed.', code: 'INVALID_INPUT' }],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Schedule Calm Flow' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Schedule Calm Flow' }));
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));
    await resolveAll(environment, graph);
    expect(dialog.getByRole('alert').textContent).toBe('That time has passed.');
  });
});
