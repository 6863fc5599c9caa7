import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { studioFixture, subscriberFixture } from '../../test/fixtures';
import { renderApp, type MockGraph } from '../../test/renderApp';
import { resolveAll } from '../../test/renderApp';

const bk = studioFixture();

async function openStudio(options: { signedIn?: boolean; mutate?: MockGraph['mutate'] } = {}) {
  const viewer = subscriberFixture();
  return renderApp('/studios/bkpilates', {
    studios: [bk],
    ...(options.signedIn === false ? {} : { signedIn: viewer }),
    mutate: options.mutate,
    resolvers: () => ({
      Query: () => ({
        classTypes: [
          { id: 'ClassType:1', name: 'Pilates' },
          { id: 'ClassType:2', name: 'Barre' },
          { id: 'ClassType:3', name: 'Yoga' },
        ],
      }),
      User: () => ({
        ...viewer,
        favoriteStudios: [],
        favoriteClassTypes: [{ databaseId: 9, classType: { id: 'ClassType:2', name: 'Barre' } }],
      }),
    }),
  });
}

describe('Favorites on a studio page', () => {
  it('lets a member keep the studio and each of its class types, answering at once', async () => {
    const user = userEvent.setup();
    const inputs: Array<[string, Record<string, unknown>]> = [];
    const { environment, graph } = await openStudio({
      mutate: (name, input) => {
        inputs.push([name, input]);
        return {
          favoriteStudios: [{ databaseId: 4, studio: { ...bk } }],
          userErrors: [],
        };
      },
    });
    const favorites = within(screen.getByRole('region', { name: 'Favorites at BK Pilates' }));
    expect(favorites.getByRole('button', { name: 'Add Pilates to favorites' })).toBeTruthy();
    expect(
      favorites.getByRole('button', { name: 'Remove Barre from favorites' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(favorites.getByRole('button', { name: 'Add BK Pilates to favorites' }));
    expect(favorites.getByRole('button', { name: 'Remove BK Pilates from favorites' })).toBeTruthy();
    await resolveAll(environment, graph);
    expect(favorites.getByRole('button', { name: 'Remove BK Pilates from favorites' })).toBeTruthy();
    expect(inputs).toEqual([['useFavoriteStudioAddMutation', { studioId: bk.id }]]);
  });

  it('goes back and says so when the library refuses', async () => {
    const user = userEvent.setup();
    const { environment, graph } = await openStudio({ mutate: () => new Error('offline') });
    const favorites = within(screen.getByRole('region', { name: 'Favorites at BK Pilates' }));
    await user.click(favorites.getByRole('button', { name: 'Add Pilates to favorites' }));
    await resolveAll(environment, graph);
    expect(favorites.getByRole('button', { name: 'Add Pilates to favorites' })).toBeTruthy();
    expect(favorites.getByRole('alert').textContent).toBe('Failed to add Pilates');
  });

  it('offers nothing to a visitor', async () => {
    await openStudio({ signedIn: false });
    expect(screen.queryByRole('region', { name: 'Favorites at BK Pilates' })).toBeNull();
  });
});
