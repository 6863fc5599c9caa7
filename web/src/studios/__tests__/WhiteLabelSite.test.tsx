import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  studioFixture,
  subscriberFixture,
  userFixture,
  whiteLabelSite,
  type StudioFixture,
} from '../../test/fixtures';
import { answeredOperations, renderApp } from '../../test/renderApp';

const bari = studioFixture({
  id: 'Studio:bari',
  slug: 'baristudio',
  shortName: 'baristudio',
  name: 'Bari Studio',
  headerTitle: 'Bari Studio | Stream Dance classes on demand | StreamFit',
  closingH2: 'Take a Bari class tonight.',
});
const rival = studioFixture({
  id: 'Studio:rowgatta',
  slug: 'rowgatta',
  shortName: 'rowgatta',
  name: 'Rowgatta',
});
const catalogue: StudioFixture[] = [bari, rival];
const site = whiteLabelSite(bari);
const customer = subscriberFixture({
  accountType: 'STUDIO',
  isCustomer: true,
  studio: { shortName: 'baristudio', name: 'Bari Studio' },
});

function hero() {
  return screen.getByRole('region', { name: 'Experience Bari Studio on demand' });
}

function hrefs(region: HTMLElement): Array<[string | null, string | null]> {
  return within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/** What the visitor can read: the page's text and its title. */
function namesNoOtherBrand() {
  expect(document.body.textContent).not.toMatch(/StreamFit/);
  expect(document.body.textContent).not.toMatch(/Rowgatta/);
  expect(document.title).not.toMatch(/StreamFit/);
}

describe("A studio's own site shows only that studio", () => {
  it('answers /studios with the studio itself, not the partner list', async () => {
    const { router, environment } = await renderApp('/studios', { site, studios: catalogue });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('article', { name: 'Bari Studio' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'All Studios' })).toBeNull();
    expect(answeredOperations(environment)).not.toContain('StudiosPageQuery');
    namesNoOtherBrand();
  });

  it('answers the Explore showcase with the studio too', async () => {
    const { router, environment } = await renderApp('/explorestudio', { site, studios: catalogue });
    expect(router.state.location.pathname).toBe('/');
    expect(answeredOperations(environment)).not.toContain('ExploreStudiosPageQuery');
    namesNoOtherBrand();
  });

  it("shows another studio's address as its own page-not-found, without asking for that studio", async () => {
    const { environment } = await renderApp('/studios/rowgatta', { site, studios: catalogue });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(answeredOperations(environment)).not.toContain('StudioRouteQuery');
    // Still the studio's frame: its logo in the header, its schedule offered as the way on.
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Bari Studio' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the class schedule' }).getAttribute('href')).toBe(
      '/liveschedule',
    );
    expect(screen.queryByRole('link', { name: 'Browse studios' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/StreamFit/);
    expect(screen.queryByText('Rowgatta')).toBeNull();
  });

  it("opens the studio's own page at its address, whatever the case", async () => {
    await renderApp('/studios/BariStudio', { site, studios: catalogue });
    expect(screen.getByRole('article', { name: 'Bari Studio' })).toBeTruthy();
    namesNoOtherBrand();
  });

  it('says a page still to come is coming to the studio, not to the platform', async () => {
    await renderApp('/newplatform/items/programs', { site, studios: catalogue, signedIn: customer });
    expect(screen.getByText(/The member area is coming soon to Bari Studio\./)).toBeTruthy();
    namesNoOtherBrand();
  });

  it('keeps the general site whole: every partner in the list, every studio page', async () => {
    const { router } = await renderApp('/studios/rowgatta', { studios: catalogue });
    expect(router.state.location.pathname).toBe('/studios/rowgatta');
    expect(screen.getByRole('article', { name: 'Rowgatta' })).toBeTruthy();
  });
});

describe("The studio's hero, per visitor", () => {
  it('offers a visitor the trial and LOGIN', async () => {
    await renderApp('/', { site, studios: catalogue });
    expect(hrefs(hero())).toEqual([
      ['START YOUR FREE TRIAL', '/signup'],
      ['LOGIN', '/login'],
    ]);
  });

  it('offers a paying customer the way forward: the schedule and their classes', async () => {
    await renderApp('/', { site, studios: catalogue, signedIn: customer });
    expect(hrefs(hero())).toEqual([
      ['Book a live class', '/liveschedule'],
      ['My classes', '/newplatform/live/upcoming'],
    ]);
    expect(within(hero()).queryByText('START YOUR FREE TRIAL')).toBeNull();
    expect(within(hero()).queryByText('LOGIN')).toBeNull();
    // The closing call books a class too, rather than a trial they no longer need.
    const closing = screen.getByRole('region', { name: 'Ready to feel the burn?' });
    expect(hrefs(closing)).toEqual([['Book a live class', '/liveschedule']]);
    namesNoOtherBrand();
  });

  it("offers a signed-in member without a plan the studio's checkout and the schedule, not sign-up or log-in", async () => {
    await renderApp('/', {
      site,
      studios: catalogue,
      signedIn: userFixture({
        accountType: 'STUDIO',
        studio: { shortName: 'baristudio', name: 'Bari Studio' },
      }),
    });
    expect(hrefs(hero())).toEqual([
      ['START YOUR FREE TRIAL', '/checkout'],
      ['Book a live class', '/liveschedule'],
    ]);
  });

  it('on the general site, sends a subscriber from a studio page to the schedule rather than the trial', async () => {
    await renderApp('/studios/baristudio', { studios: catalogue, signedIn: subscriberFixture() });
    const generalHero = screen.getByRole('region', { name: 'Experience Bari Studio on demand' });
    expect(hrefs(generalHero)).toEqual([
      ['Book a live class', '/liveschedule'],
      ['My classes', '/newplatform/live/upcoming'],
    ]);
  });
});
