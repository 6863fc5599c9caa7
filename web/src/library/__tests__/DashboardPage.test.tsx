import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subscriberFixture } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { videoFixture } from './libraryFixtures';

const today = videoFixture(1, { title: 'Power Pilates' });
const favorite = videoFixture(2, { title: 'Calm Flow', viewerHasFavorited: true });
const watched = videoFixture(3, { title: 'Barre Burn' });
const bare = videoFixture(4, { title: 'Floor Core' });

function dashboard(overrides: Record<string, unknown> = {}) {
  return {
    todaysWorkout: today,
    todaysWorkoutIsPlanned: true,
    upcomingBookings: [
      {
        id: 'LiveClassBooking:8',
        liveClass: {
          id: 'LiveClass:7',
          databaseId: 7,
          title: 'Morning Ride',
          startsAt: '2026-11-26T14:00:00.000Z',
        },
      },
    ],
    favoriteVideos: [favorite],
    favoriteStudios: [{ id: 'Studio:2', name: 'BK Pilates', slug: 'bkpilates' }],
    favoriteClassTypes: [{ id: 'ClassType:1', name: 'Yoga' }],
    recentlyWatched: [watched],
    noEquipmentVideos: [bare],
    programs: [
      {
        id: 'Program:4',
        title: 'Core Month',
        videoCount: 2,
        videos: [
          { id: 'Video:4', databaseId: 4 },
          { id: 'Video:5', databaseId: 5 },
        ],
      },
    ],
    completedThisMonth: 3,
    minutesWatchedThisMonth: 95,
    ...overrides,
  };
}

async function openDashboard(day = dashboard()) {
  const viewer = subscriberFixture();
  return renderApp('/newplatform/dashboard', {
    signedIn: viewer,
    resolvers: () => ({ Dashboard: () => day }),
  });
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('Dashboard', () => {
  it('leads a subscriber on: their booked classes, the schedule and their account', async () => {
    await openDashboard();
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

  it('shows the member’s day, each section leading on', async () => {
    await openDashboard();
    const todays = section("Today's workout");
    expect(todays.getByText('You planned this for today.')).toBeTruthy();
    expect(todays.getByRole('link', { name: 'Power Pilates' }).getAttribute('href')).toBe(
      '/newplatform/items/classes/1',
    );
    expect(section('This month').getByText('3').parentElement?.textContent).toBe('3 workouts completed');
    expect(section('This month').getByText('95').parentElement?.textContent).toBe('95 minutes watched');
    const live = section('Your next live classes');
    expect(live.getByRole('link', { name: 'Morning Ride' }).getAttribute('href')).toBe(
      '/newplatform/live/upcoming/7',
    );
    const favorites = section('Your favorites');
    expect(favorites.getByRole('link', { name: 'Calm Flow' }).getAttribute('href')).toBe(
      '/newplatform/items/classes/2',
    );
    expect(favorites.getByRole('button', { name: 'Remove Calm Flow from favorites' })).toBeTruthy();
    expect(favorites.getByRole('link', { name: 'See all your favorite classes' }).getAttribute('href')).toBe(
      '/newplatform/items/classes?view=favorites',
    );
    expect(favorites.getByRole('link', { name: 'BK Pilates' }).getAttribute('href')).toBe(
      '/studios/bkpilates',
    );
    expect(favorites.getByRole('link', { name: 'Yoga' }).getAttribute('href')).toBe(
      '/newplatform/items/classes?type=Yoga',
    );
    const recent = section('Recently watched');
    expect(recent.getByRole('link', { name: 'Barre Burn' })).toBeTruthy();
    expect(recent.getByRole('link', { name: 'See all the classes you watched' }).getAttribute('href')).toBe(
      '/newplatform/items/classes?view=history',
    );
    const noEquipment = section('No equipment needed');
    expect(noEquipment.getByRole('link', { name: 'Floor Core' })).toBeTruthy();
    expect(
      noEquipment.getByRole('link', { name: 'See all classes without equipment' }).getAttribute('href'),
    ).toBe('/newplatform/items/classes?equipment=None');
    expect(section('Programs').getByRole('link', { name: 'Core Month' }).getAttribute('href')).toBe(
      '/newplatform/items/classes/4',
    );
  });

  it('says what to do when the day is empty', async () => {
    await openDashboard(
      dashboard({
        todaysWorkout: null,
        upcomingBookings: [],
        favoriteVideos: [],
        favoriteStudios: [],
        favoriteClassTypes: [],
        recentlyWatched: [],
        programs: [],
      }),
    );
    expect(section("Today's workout").getByRole('link', { name: 'Find a class' }).getAttribute('href')).toBe(
      '/newplatform/items/classes',
    );
    expect(
      section('Your next live classes').getByRole('link', { name: 'Browse the live schedule' }),
    ).toBeTruthy();
    expect(section('Your favorites').getByText('Tap the heart on a class to keep it here.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Programs' })).toBeNull();
  });
});
