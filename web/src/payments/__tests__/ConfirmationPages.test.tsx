import { act, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import {
  productFixture,
  studioFixture,
  subscriberFixture,
  userFixture,
  whiteLabelSite,
} from '../../test/fixtures';
import { renderApp, resolversFor, type MockEnvironment, type MockGraph } from '../../test/renderApp';
import { fullPath } from './helpers';

function main() {
  return within(screen.getByRole('main'));
}

function stepTitles() {
  return main()
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('steps__item'))
    .map((item) => within(item).getByRole('heading').textContent);
}

/** Answers every request but `pending`, which stays in flight. */
async function resolveAllBut(environment: MockEnvironment, graph: MockGraph, pending: string) {
  for (let round = 0; round < 6; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const operations = environment.mock
      .getAllOperations()
      .filter((operation) => operation.request.node.params.name !== pending);
    if (operations.length === 0) return;
    await act(async () => {
      for (const operation of operations) {
        environment.mock.resolve(
          operation,
          MockPayloadGenerator.generate(operation, resolversFor(graph, operation)),
        );
      }
    });
  }
}

describe('Subscription-confirmed page (/confirmation)', () => {
  it('needs a log-in', async () => {
    const { router } = await renderApp('/confirmation');
    expect(fullPath(router)).toBe('/login?redirect_path=%2Fconfirmation');
  });

  it('shows the standard variant: heading, inbox note, three steps, the dashboard link with the query and the apps', async () => {
    await renderApp('/confirmation?utm_campaign=spring', { signedIn: subscriberFixture() });
    expect(
      main().getByRole('heading', { level: 1, name: 'Jane, Your Subscription is Confirmed!' }),
    ).toBeTruthy();
    expect(main().getByText('Check your inbox for a confirmation email.')).toBeTruthy();
    expect(stepTitles()).toEqual([
      'Continue to the web platform',
      'Complete your fitness profile',
      'Work out now or schedule for later',
    ]);
    expect(main().getByRole('link', { name: 'Go to the web platform' }).getAttribute('href')).toBe(
      '/newplatform/dashboard?utm_campaign=spring',
    );
    expect(main().getByRole('img', { name: 'Download on the App Store' })).toBeTruthy();
    expect(main().getByRole('img', { name: 'Stream it on Roku' })).toBeTruthy();
    expect(main().getByRole('img', { name: 'Google Play: coming soon' })).toBeTruthy();
    expect(main().getByText('COMING SOON')).toBeTruthy();
    expect(main().queryByText(/On Demand\./)).toBeNull();
  });

  it('shows the white-label variant with the studio name', async () => {
    const studio = studioFixture({ slug: 'bari', shortName: 'bari', name: 'Bari Studio' });
    await renderApp('/confirmation', {
      site: whiteLabelSite(studio),
      studios: [studio],
      signedIn: subscriberFixture({ accountType: 'STUDIO', isCustomer: true }),
    });
    expect(
      main().getByRole('heading', { level: 1, name: 'Jane, Your Subscription is Confirmed!' }),
    ).toBeTruthy();
    expect(main().getByText('Bari Studio')).toBeTruthy();
    expect(
      main().getByText('Welcome to Bari Studio On Demand. Your classes are ready when you are.'),
    ).toBeTruthy();
    expect(stepTitles()).toHaveLength(3);
  });
});

describe('Purchase confirmation page', () => {
  it('confirms a subscription product with the three steps', async () => {
    const asked: string[][] = [];
    await renderApp('/purchase/confirmation?productId=1', {
      signedIn: subscriberFixture(),
      products: (ids) => {
        asked.push(ids);
        return [productFixture({ title: 'Monthly Membership', type: 'SUBSCRIPTION' })];
      },
    });
    expect(asked).toEqual([['1']]);
    expect(
      main().getByRole('heading', { level: 1, name: 'Jane, Your Subscription is Confirmed!' }),
    ).toBeTruthy();
    expect(main().getByText('Check your inbox for a confirmation email.')).toBeTruthy();
    expect(main().getByText('Thank you for purchasing Monthly Membership!')).toBeTruthy();
    expect(stepTitles()).toEqual([
      'Continue to the web platform',
      'Complete your fitness profile',
      'Work out now or schedule for later',
    ]);
    expect(main().getByRole('link', { name: 'Go to the web platform' }).getAttribute('href')).toBe(
      '/newplatform/dashboard?productId=1',
    );
  });

  it("names the studio on the studio's own site", async () => {
    const studio = studioFixture({ slug: 'bari', shortName: 'bari', name: 'Bari Studio' });
    await renderApp('/purchase/confirmation?productId=1', {
      site: whiteLabelSite(studio),
      studios: [studio],
      signedIn: subscriberFixture({ accountType: 'STUDIO', isCustomer: true }),
      products: () => [productFixture({ title: 'Bari Monthly', type: 'SUBSCRIPTION' })],
    });
    expect(
      main().getByRole('heading', { level: 1, name: 'Jane, Your Subscription is Confirmed!' }),
    ).toBeTruthy();
    expect(main().getByText('Bari Studio')).toBeTruthy();
    expect(main().getByText('Thank you for purchasing Bari Monthly!')).toBeTruthy();
  });

  it('names no studio on the general site', async () => {
    await renderApp('/purchase/confirmation?productId=1', {
      signedIn: subscriberFixture(),
      products: () => [productFixture({ title: 'Monthly Membership', type: 'SUBSCRIPTION' })],
    });
    expect(document.querySelector('.confirmation__studio')).toBeNull();
  });

  it('confirms an e-mail product with the inbox step only', async () => {
    await renderApp('/purchase/confirmation?productId=2', {
      signedIn: userFixture(),
      products: () => [productFixture({ title: 'Core Guide', type: 'EMAIL' })],
    });
    expect(main().getByRole('heading', { level: 1, name: 'Jane, Your Purchase is Confirmed!' })).toBeTruthy();
    expect(main().getByText('Thank you for purchasing Core Guide!')).toBeTruthy();
    expect(stepTitles()).toEqual(['Check your inbox']);
    expect(main().getByText(/on its way to jane@example.com/)).toBeTruthy();
  });

  it('confirms credits with the web platform (upcoming live classes) and work-out steps', async () => {
    await renderApp('/purchase/confirmation?productId=3', {
      signedIn: userFixture(),
      products: () => [productFixture({ title: 'Live Class Credit', type: 'CREDIT', creditType: 'LIVE' })],
    });
    expect(main().getByRole('heading', { level: 1, name: 'Jane, Your Purchase is Confirmed!' })).toBeTruthy();
    expect(stepTitles()).toEqual(['Continue to the web platform', 'Work out now or schedule for later']);
    expect(main().getByRole('link', { name: 'Go to the web platform' }).getAttribute('href')).toBe(
      '/newplatform/live/upcoming?productId=3',
    );
  });

  it.each([
    ['an unknown type', '/purchase/confirmation?productId=4', () => [productFixture({ type: 'GIFT_CARD' })]],
    ['an unknown product', '/purchase/confirmation?productId=404', () => [null]],
    ['an empty productId', '/purchase/confirmation?productId=', () => []],
    ['no productId', '/purchase/confirmation', () => []],
  ])('goes to the dashboard for %s', async (_case, path, products) => {
    const { router } = await renderApp(path, { signedIn: subscriberFixture(), products });
    expect(router.state.location.pathname).toBe('/newplatform/dashboard');
  });

  it('renders nothing while the product loads', async () => {
    const { environment, graph } = await renderApp('/purchase/confirmation?productId=1', {
      signedIn: subscriberFixture(),
      products: () => [productFixture()],
      manual: true,
    });
    await resolveAllBut(environment, graph, 'PurchaseConfirmationPageQuery');
    expect(screen.getByRole('main').textContent).toBe('');
    expect(
      environment.mock.getAllOperations().map((operation) => operation.request.node.params.name),
    ).toEqual(['PurchaseConfirmationPageQuery']);
  });

  it("logs 'Unable to fetch Products' and renders nothing when the product cannot be fetched", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await renderApp('/purchase/confirmation?productId=1', {
      signedIn: subscriberFixture(),
      failQueries: ['PurchaseConfirmationPageQuery'],
    });
    expect(screen.getByRole('main').textContent).toBe('');
    expect(logged.mock.calls.some(([message]) => message === 'Unable to fetch Products')).toBe(true);
    expect(router.state.location.pathname).toBe('/purchase/confirmation');
  });
});
