import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studioFixture, subscriberFixture, userFixture, whiteLabelSite } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '';

/** Headings never skip a level, and there is exactly one h1 (in the page, not the shell). */
function expectHeadingOrder() {
  const main = screen.getByRole('main');
  const levels = within(main)
    .getAllByRole('heading')
    .map((heading) => Number(heading.tagName.slice(1)));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
  });
}

describe('Information pages: title, description, one h1, headings in order', () => {
  it.each([
    [
      '/how-it-works',
      'Boutique studio workouts, wherever you are',
      'How it Works | StreamFit',
      /How StreamFit works/,
    ],
    [
      '/how-to-connect',
      'Put your workout on the big screen',
      'How to Connect | StreamFit',
      /HDMI cord, Chromecast, AirPlay/,
    ],
    ['/compatibledevices', 'Compatible Devices', 'Compatible Devices | StreamFit', /any modern browser/],
    ['/programs', 'Programs: a plan for every week', 'Programs | StreamFit', /multi-week plans/],
    ['/faq', 'Frequently Asked Questions', 'FAQ | StreamFit', /7-day free trial/],
    ['/terms', 'End-User Terms', 'Terms | StreamFit', /end-user terms for StreamFit/],
    ['/privacypolicy', 'Privacy Policy', 'Privacy Policy | StreamFit', /How StreamFit collects/],
  ])('%s', async (path, h1, title, metaDescription) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeTruthy();
    expect(document.title).toBe(title);
    expect(description()).toMatch(metaDescription);
    expectHeadingOrder();
    // Drawn, same-origin only: no image is fetched from another host.
    for (const image of Array.from(screen.getByRole('main').querySelectorAll('img, iframe'))) {
      expect(image.getAttribute('src') ?? '').toMatch(/^\//);
    }
  });

  it('keeps the studio title on a white-label site', async () => {
    const studio = studioFixture();
    await renderApp('/how-it-works', { site: whiteLabelSite(studio), studios: [studio] });
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(document.title).toBe('BK Pilates On Demand');
    expect(description()).toMatch(/How BK Pilates works/);
  });
});

describe('How it Works', () => {
  it('walks through plan, classes, devices and progress, with links to sign up, the schedule and devices', async () => {
    await renderApp('/how-it-works');
    const main = screen.getByRole('main');
    const steps = within(main)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(steps).toEqual([
      'Pick a plan or start a free trial',
      'Choose your classes',
      'Stream on any device',
      'Track your progress',
    ]);
    expect(within(main).getByText(/\$19\.99 a month/)).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Start Your Free Trial' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(within(main).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(within(main).getAllByRole('link', { name: /live/i })[0]!.getAttribute('href')).toBe(
      '/liveschedule',
    );
    expect(within(main).getByRole('link', { name: 'compatible devices' }).getAttribute('href')).toBe(
      '/compatibledevices',
    );
  });

  it("uses a white-label studio's sign-up label and trial", async () => {
    const studio = studioFixture({ trialEnabled: false });
    await renderApp('/how-it-works?code=SPRING', { site: whiteLabelSite(studio), studios: [studio] });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'SIGN UP' }).getAttribute('href')).toBe(
      '/signup?code=SPRING',
    );
    expect(within(main).queryByText(/first 7 days are on us/)).toBeNull();
    expect(within(main).getByText(/BK Pilates classes/)).toBeTruthy();
  });

  it('sends a member without a plan to checkout', async () => {
    await renderApp('/how-it-works', { signedIn: userFixture() });
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: 'Start Your Free Trial' })
        .getAttribute('href'),
    ).toBe('/payment');
  });

  it('offers a subscriber the dashboard', async () => {
    await renderApp('/programs', { signedIn: subscriberFixture() });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/newplatform/dashboard',
    );
    expect(within(main).queryByRole('link', { name: 'Start Your Free Trial' })).toBeNull();
  });
});

describe('How to Connect', () => {
  it('gives numbered steps for HDMI, Chromecast, AirPlay and a smart TV app, and links to the devices', async () => {
    await renderApp('/how-to-connect');
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'With an HDMI cord',
      'With Chromecast',
      'With AirPlay',
      'With a smart TV app',
      'Which devices work?',
    ]);
    const hdmi = within(main).getByRole('list', { name: 'Steps: with an hdmi cord' });
    expect(within(hdmi).getAllByRole('listitem')).toHaveLength(4);
    expect(within(main).getByRole('link', { name: 'See compatible devices' }).getAttribute('href')).toBe(
      '/compatibledevices',
    );
    expect(within(main).getByRole('link', { name: 'With AirPlay' }).getAttribute('href')).toBe(
      '#connect-airplay',
    );
  });
});

describe('Programs', () => {
  it('explains programs and shows example cards with weeks, level and class types', async () => {
    await renderApp('/programs');
    const main = screen.getByRole('main');
    expect(within(main).getByText(/multi-week plan built from studio classes/)).toBeTruthy();
    expect(within(main).getByText(/scheduled onto\s+your calendar/)).toBeTruthy();
    expect(within(main).getByText(/examples of the kind of programs members can follow/)).toBeTruthy();
    const cards = within(main).getAllByRole('heading', { level: 3 });
    expect(cards.length).toBeGreaterThanOrEqual(3);
    const first = cards[0]!.closest('li')!;
    expect(within(first).getByText('3 weeks')).toBeTruthy();
    expect(within(first).getByText('All Levels')).toBeTruthy();
    expect(within(first).getByText('Yoga')).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Start Your Free Trial' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(within(main).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });
});
