import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { studioList } from '../../test/fixtures';
import { pageArrived, renderApp, resolveAll, resolversFor } from '../../test/renderApp';

function studioGrid() {
  return screen
    .getByText(/^Showing/)
    .closest('section')!
    .querySelector('ul.studio-grid') as HTMLElement;
}

describe('Studios page', () => {
  it('lists the studios as cards linking to their pages', async () => {
    await renderApp('/studios', { studios: studioList(3) });
    expect(screen.getByRole('heading', { level: 1, name: 'All Studios' })).toBeTruthy();
    const cards = within(studioGrid()).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/studios/studio01',
      '/studios/studio02',
      '/studios/studio03',
    ]);
    expect(within(cards[1]!).getByRole('heading', { name: 'Studio 02' })).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 studios')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more studios' })).toBeNull();
    expect(document.title).toBe('All Studios | StreamFit');
  });

  it("loads the next page with 'Show more studios'", async () => {
    const user = userEvent.setup();
    const studios = studioList(30);
    const { environment, graph } = await renderApp('/studios', { studios });
    expect(within(studioGrid()).getAllByRole('link')).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 30 studios')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Show more studios' }));
    const request = environment.mock.getMostRecentOperation();
    expect(request.request.node.params.name).toBe('StudiosPagePaginationQuery');
    expect(request.request.variables).toMatchObject({ count: 24, cursor: 'cursor:23' });
    expect(screen.getByRole('button', { name: 'Loading studios…' }).hasAttribute('disabled')).toBe(true);

    await act(async () => {
      environment.mock.resolve(request, MockPayloadGenerator.generate(request, resolversFor(graph, request)));
    });
    const cards = within(studioGrid()).getAllByRole('link');
    expect(cards).toHaveLength(30);
    expect(cards[29]!.getAttribute('href')).toBe('/studios/studio30');
    expect(screen.getByText('Showing 30 of 30 studios')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show more studios|Loading studios/ })).toBeNull();
  });

  it('passes the studio along: its page names it while loading', async () => {
    const user = userEvent.setup();
    const { environment, graph, router } = await renderApp('/studios', { studios: studioList(3) });
    await user.click(within(studioGrid()).getAllByRole('link')[1]!);
    // The page's code arrives before the route commits.
    await pageArrived();
    expect(router.state.location.pathname).toBe('/studios/studio02');
    expect(router.state.location.state).toMatchObject({ studio: { name: 'Studio 02', slug: 'studio02' } });
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toContain('Loading Studio 02…');

    await resolveAll(environment, graph);
    expect(screen.getByRole('heading', { name: 'Experience Studio 02 on demand' })).toBeTruthy();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
