import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_PAINT_PAGES } from '../../../tools/firstPaint';
import { studioList } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { PageSpinner } from '../../ui/Spinner';
import { resetFirstPaint, useFirstPaintHandOff } from '../../ui/firstPaint';

/** The server's first screen as the gateway writes it beside the app's root. */
function addFirstPaint(html = '<h1>First screen</h1>'): HTMLElement {
  const element = document.createElement('div');
  element.id = 'first-paint';
  element.innerHTML = html;
  document.body.prepend(element);
  return element;
}

beforeEach(() => resetFirstPaint());
afterEach(() => document.getElementById('first-paint')?.remove());

function HandOff() {
  useFirstPaintHandOff();
  return null;
}

/** A page whose data arrives when the test says (the way a route's query suspends). */
function loadable() {
  let text: string | null = null;
  let answer!: () => void;
  const arrived = new Promise<void>((resolve) => {
    answer = resolve;
  });
  function Page() {
    // Suspense's own protocol: a page that is not ready throws what it waits for.
    if (text === null) throw arrived;
    return <p>{text}</p>;
  }
  return {
    Page,
    answer: (value: string) => {
      text = value;
      answer();
    },
  };
}

describe('the first screen the server wrote into the page', () => {
  it('stays while the page shows a spinner, and goes in the commit that draws the page', async () => {
    const firstPaint = addFirstPaint();
    const { Page, answer } = loadable();
    render(
      <Suspense fallback={null}>
        <Suspense fallback={<PageSpinner />}>
          <Page />
        </Suspense>
        <HandOff />
      </Suspense>,
    );
    // The frame is up but the page's data is not: the spinner would replace a real page.
    expect(screen.getByRole('status')).not.toBeNull();
    expect(firstPaint.isConnected).toBe(true);
    await act(async () => answer('The page'));
    expect(await screen.findByText('The page')).not.toBeNull();
    expect(firstPaint.isConnected).toBe(false);
  });

  it('gives way to the landing page once it is drawn', async () => {
    const firstPaint = addFirstPaint();
    await renderApp('/', { studios: studioList(2) });
    await waitFor(() => expect(firstPaint.isConnected).toBe(false));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your favourite boutique studios, streaming at home.' }),
    ).not.toBeNull();
  });

  it('gives way to an error page at once', async () => {
    const firstPaint = addFirstPaint();
    await renderApp('/', { failQueries: ['HomeRouteQuery'] });
    await waitFor(() => expect(firstPaint.isConnected).toBe(false));
  });
});

/** The first screens are the pages' own words in the pages' own boxes: what the app then draws over them. */
describe('the first screens match the pages they stand for', () => {
  const fill = (html: string) =>
    html
      .replaceAll('{{brandName}}', 'StreamFit')
      .replaceAll('{{signUpLabel}}', 'Start Your Free Trial')
      .replaceAll('{{heroImage}}', '/media/hero.svg')
      .replaceAll('{{search}}', '');
  // The live schedule's header is drawn before its week is asked for (its own tests fix the clock).
  const cases: [string, string, Parameters<typeof renderApp>[1]][] = [
    ['/', '.landing-hero', { studios: studioList(2) }],
    ['/newplatform', '.auth-card', {}],
  ];
  it.each(cases)('%s', async (path, selector, options) => {
    const page = FIRST_PAINT_PAGES.find((candidate) => candidate.paths.includes(path))!;
    const template = document.createElement('div');
    template.innerHTML = fill(page.html);
    await renderApp(path, options);
    const drawn = await waitFor(() => {
      const found = document.querySelector(selector);
      expect(found).not.toBeNull();
      return found!;
    });
    const words = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    // Every piece of text in the first screen is drawn by the app in an element of the same class.
    for (const element of template.querySelectorAll('h1, p, a')) {
      const twin = [...drawn.querySelectorAll(element.tagName)].find(
        (candidate) => words(candidate) === words(element),
      );
      expect(twin, `${element.tagName} "${words(element)}"`).toBeDefined();
      expect(twin!.className).toBe(element.className);
    }
  });
});
