import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studioFixture, studioList } from '../../test/fixtures';
import { answeredOperations, renderApp } from '../../test/renderApp';

const bk = studioFixture();

function page() {
  return screen.getByRole('article', { name: 'BK Pilates' });
}

function icon(key: string): Element | null {
  return page().querySelector(`svg[data-icon="${key}"]`);
}

describe('Single studio page', () => {
  it('shows the hero with the logo, the slogan and the free-trial button', async () => {
    await renderApp('/studios/bkpilates', { studios: [bk] });
    expect(screen.getByRole('heading', { level: 1, name: 'Experience BK Pilates on demand' })).toBeTruthy();
    expect(within(page()).getByRole('img', { name: 'BK Pilates logo' }).getAttribute('src')).toBe(
      '/media/studios/bkpilates/combinedLogo.svg',
    );
    const cta = within(page()).getAllByRole('link', { name: 'Start Your Free Trial' });
    expect(cta.length).toBeGreaterThan(0);
    expect(cta.every((link) => link.getAttribute('href') === '/signup')).toBe(true);
  });

  it("offers 'Sign Up' instead of a trial when the studio has none", async () => {
    const studio = studioFixture({ trialEnabled: false });
    await renderApp('/studios/bkpilates', { studios: [studio] });
    expect(within(page()).queryByRole('link', { name: 'Start Your Free Trial' })).toBeNull();
    expect(within(page()).getAllByRole('link', { name: 'Sign Up' })[0]!.getAttribute('href')).toBe('/signup');
  });

  it('shows intro headings, class types, the level icon and equipment with icons and hacks', async () => {
    await renderApp('/studios/bkpilates', { studios: [bk] });
    expect(screen.getByRole('heading', { name: 'Pilates, the Brooklyn way' })).toBeTruthy();
    expect(screen.getByText('Low impact, high intensity classes for every body.')).toBeTruthy();

    const classTypes = screen.getByRole('heading', { name: 'Class Types' }).closest('section')!;
    expect(
      within(classTypes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pilates', 'Barre']);

    const level = screen.getByRole('heading', { name: 'Level' }).closest('section')!;
    expect(within(level).getByText('Intermediate')).toBeTruthy();
    expect(level.querySelector('svg[data-icon="intermediate"]')).not.toBeNull();

    const equipment = screen.getByRole('heading', { name: 'Equipment' }).closest('section')!;
    const items = within(equipment).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.querySelector('svg[data-icon="yogaMat"]')).not.toBeNull();
    expect(within(items[0]!).getByText('Yoga Mat')).toBeTruthy();
    expect(items[1]!.querySelector('svg[data-icon="slidingDiscs"]')).not.toBeNull();
    expect(items[1]!.querySelector('.equipment-item__hack')!.textContent).toBe('Home hack: small towels');
    // A key without its own drawing gets the generic icon.
    expect(items[2]!.querySelector('svg[data-icon="generic"]')).not.toBeNull();
    expect(within(items[2]!).getByText('Jump Rope')).toBeTruthy();
  });

  it.each([
    ['ALL_LEVELS', 'allLevels', 'All Levels'],
    ['ADVANCED', 'advance', 'Advanced'],
  ] as const)('draws the %s level icon', async (level, iconKey, label) => {
    await renderApp('/studios/bkpilates', { studios: [studioFixture({ level })] });
    expect(icon(iconKey)).not.toBeNull();
    expect(screen.getByText(label)).toBeTruthy();
  });

  it('shows no level when the studio gave none', async () => {
    await renderApp('/studios/bkpilates', { studios: [studioFixture({ level: 'UNSPECIFIED' })] });
    expect(screen.queryByRole('heading', { name: 'Level' })).toBeNull();
    expect(icon('allLevels') ?? icon('intermediate') ?? icon('advance')).toBeNull();
  });

  it('draws an icon for every catalogue equipment key', async () => {
    const keys = [
      'dumbells',
      'kettlebell',
      'barbell',
      'yogaMat',
      'pilatesCircle',
      'inflatableBall',
      'balletBarre',
      'block',
      'slidingDiscs',
      'foamRoller',
      'stationaryBike',
      'treadmill',
      'resistanceBand',
    ];
    const equipment = keys.map((key) => ({ key, name: key, hack: null }));
    await renderApp('/studios/bkpilates', { studios: [studioFixture({ equipment })] });
    for (const key of keys) expect(icon(key), key).not.toBeNull();
    expect(icon('generic')).toBeNull();
  });

  it('shows the about paragraphs, instructors and testimonials', async () => {
    await renderApp('/studios/bkpilates', { studios: [bk] });
    const about = screen.getByRole('heading', { name: 'About BK Pilates' }).closest('section')!;
    expect(within(about).getByText('BK Pilates brings the reformer home.')).toBeTruthy();
    expect(within(about).getByText('Classes are small, precise and fun.')).toBeTruthy();

    const instructors = screen.getByRole('heading', { name: 'Meet The Instructors' }).closest('section')!;
    expect(within(instructors).getByRole('heading', { name: 'Brooke Marrone' })).toBeTruthy();
    expect(within(instructors).getByRole('heading', { name: 'Kelly Chen' })).toBeTruthy();
    expect(within(instructors).getByText('Founder of BK Pilates.')).toBeTruthy();
    expect(within(instructors).getByRole('img', { name: 'Brooke Marrone' }).getAttribute('src')).toBe(
      '/media/studios/bkpilates/instructors/0.svg',
    );

    const testimonials = screen.getByRole('heading', { name: 'What People Are Saying' }).closest('section')!;
    expect(within(testimonials).getByText('The best Pilates workout I have ever done at home.')).toBeTruthy();
    expect(within(testimonials).getByText(/Maya R\./)).toBeTruthy();
  });

  it('hides instructors and testimonials when the studio has none', async () => {
    await renderApp('/studios/bkpilates', {
      studios: [studioFixture({ instructors: [], testimonials: [] })],
    });
    expect(screen.queryByRole('heading', { name: 'Meet The Instructors' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'What People Are Saying' })).toBeNull();
  });

  it('ends with the closing headings, How Does it Work and the compatible devices', async () => {
    await renderApp('/studios/bkpilates', { studios: [bk] });
    expect(screen.getByRole('heading', { name: 'Ready to feel the burn?' })).toBeTruthy();
    expect(screen.getByText('Join BK Pilates on StreamFit today.')).toBeTruthy();
    const how = screen.getByRole('heading', { name: 'How Does it Work' }).closest('section')!;
    expect(within(how).getAllByRole('listitem')).toHaveLength(3);
    expect(how.querySelector('img')!.getAttribute('src')).toBe('/media/studios/bkpilates/howItWorks.svg');

    const devices = screen.getByRole('heading', { name: 'Compatible Devices' }).closest('section')!;
    expect(
      within(devices)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.devices__name')!.textContent),
    ).toEqual(['Web', 'Mobile', 'Chromecast', 'Airplay', 'HDMI']);
    for (const key of ['laptop', 'phone', 'chromecast', 'airPlay', 'hdmi']) {
      expect(devices.querySelector(`svg[data-icon="${key}"]`), key).not.toBeNull();
    }
  });

  it("sets the tab title and description from the studio's header fields", async () => {
    await renderApp('/studios/bkpilates', { studios: [bk] });
    expect(document.title).toBe('BK Pilates | Stream BK Pilates classes on StreamFit');
    expect(document.head.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(
      'Stream BK Pilates Pilates classes at home.',
    );
  });

  it('finds the studio case-insensitively by its slug', async () => {
    await renderApp('/studios/BKPilates', { studios: [bk] });
    expect(screen.getByRole('heading', { name: 'Experience BK Pilates on demand' })).toBeTruthy();
  });
});

describe('Restricted studio view', () => {
  it('shows only about, classes, levels, equipment, instructors and testimonials', async () => {
    await renderApp('/studios/bkpilates?view=restricted', { studios: [bk] });
    expect(screen.getByRole('heading', { name: 'About BK Pilates' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Class Types' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Level' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Equipment' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Meet The Instructors' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What People Are Saying' })).toBeTruthy();

    expect(screen.queryByRole('heading', { name: 'Experience BK Pilates on demand' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pilates, the Brooklyn way' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Ready to feel the burn?' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'How Does it Work' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Compatible Devices' })).toBeNull();
    expect(within(page()).queryByRole('link', { name: 'Start Your Free Trial' })).toBeNull();
  });
});

describe('Studio addresses', () => {
  it('shows a friendly not-found page for an unknown studio', async () => {
    await renderApp('/studios/nosuchstudio', { studios: studioList(2) });
    expect(screen.getByRole('heading', { level: 1, name: 'Studio not found' })).toBeTruthy();
    expect(screen.getByText('nosuchstudio')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all studios' }).getAttribute('href')).toBe('/studios');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it.each(['/studios/flexfactory', '/studios/spintheory', '/studios/studionine', '/studios/SpinTheory'])(
    'sends %s to the home page',
    async (path) => {
      const { router, environment } = await renderApp(path);
      expect(router.state.location.pathname).toBe('/');
      expect(screen.getByRole('heading', { name: 'Choose your studio' })).toBeTruthy();
      // No studio page was ever requested for the old address.
      expect(answeredOperations(environment)).toEqual(['SiteQuery', 'HomeRouteQuery']);
      expect(screen.queryByText('Studio not found')).toBeNull();
    },
  );
});
