import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { studioFixture, whiteLabelSite } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const flat = (element: HTMLElement) => element.textContent!.replace(/\s+/g, ' ');

function sectionHeadings(): string[] {
  const main = screen.getByRole('main');
  return within(main)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent!)
    .filter((text) => text !== 'Contents');
}

describe('End-user terms', () => {
  it("states the effective date and each of the spec's facts", async () => {
    await renderApp('/terms');
    const main = screen.getByRole('main');
    expect(within(main).getByText('Effective: August 2017')).toBeTruthy();
    const text = flat(main);
    expect(text).toContain('you must cancel at least 24 hours before your subscription renews');
    expect(text).toContain('There are no partial refunds');
    expect(text).toContain('The Service is not intended for children under 13');
    expect(text).toContain('limited to the greater of the fees you paid to us for the Service or $100');
    expect(text).toContain('must be brought within one year');
    expect(text).toContain('may terminate these Terms or your access on 10 days’ notice');
    // Written for this product.
    for (const topic of [
      'live classes',
      'on-demand classes',
      'partner studios',
      'white-label',
      'payment provider',
      'calendar',
      'friend requests',
    ]) {
      expect(text).toContain(topic);
    }
  });

  it('ends with Indemnification, Term and Termination, Consent to Electronic Communications, Miscellaneous, Contact and the Apple notice', async () => {
    await renderApp('/terms');
    const headings = sectionHeadings().map((heading) => heading.replace(/^\d+\. /, ''));
    expect(headings.slice(-6)).toEqual([
      'Indemnification',
      'Term and Termination',
      'Consent to Electronic Communications',
      'Miscellaneous',
      'Contact',
      'Notice Regarding Apple',
    ]);
    expect(flat(screen.getByRole('main'))).toMatch(/not Apple Inc\./);
  });

  it('has a table of contents linking to every section anchor, which moves focus there', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/terms');
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(sectionHeadings().length);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target!.textContent).toContain(link.textContent!);
    }
    await user.click(within(toc).getByRole('link', { name: 'Limitation of Liability' }));
    expect(document.activeElement).toBe(document.getElementById('liability'));
    expect(router.state.location.pathname).toBe('/terms');
  });

  it('names the white-label studio as the site and StreamFit as the provider', async () => {
    const studio = studioFixture();
    await renderApp('/terms', { site: whiteLabelSite(studio), studios: [studio] });
    const text = flat(screen.getByRole('main'));
    expect(text).toContain('govern your use of BK Pilates, a site operated for BK Pilates by StreamFit');
    expect(text).toContain('The Service is provided by StreamFit');
    expect(text).toContain('hello@bkpilates.example');
    expect(document.title).toBe('BK Pilates On Demand');
  });
});

describe('Privacy policy', () => {
  it('states the update date, has a table of contents and covers the product', async () => {
    await renderApp('/privacypolicy');
    const main = screen.getByRole('main');
    expect(within(main).getByText('Last updated: February 2021')).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(toc).getAllByRole('link')).toHaveLength(sectionHeadings().length);
    const text = flat(main);
    for (const topic of [
      'payment provider',
      'partner studio',
      'calendar',
      'friend',
      'live classes',
      'children under 13',
      'local storage',
    ]) {
      expect(text).toContain(topic);
    }
    expect(within(main).getAllByRole('link', { name: 'support@streamfit.example' }).length).toBeGreaterThan(
      0,
    );
  });

  it('names the white-label studio as the site and StreamFit as the provider', async () => {
    const studio = studioFixture();
    await renderApp('/privacypolicy', { site: whiteLabelSite(studio), studios: [studio] });
    expect(flat(screen.getByRole('main'))).toContain(
      'when you use BK Pilates, a site provided for BK Pilates by StreamFit',
    );
  });
});
