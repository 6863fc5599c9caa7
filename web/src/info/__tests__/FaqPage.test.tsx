import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { studioFixture, whiteLabelSite } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

describe('FAQ', () => {
  it('covers trial, plans, cancelling, live classes, devices, studios, account and contact', async () => {
    await renderApp('/faq');
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Free trial and plans',
      'Cancelling',
      'Live classes',
      'Devices',
      'Studios',
      'Your account',
      'Contact',
    ]);
    const text = main.textContent!;
    for (const fact of [
      '7-day free trial',
      '$19.99 per month',
      '$239.99 per year',
      'day pass',
      'cancel any time',
      '24 hours',
      'Subscribers book live classes free',
      'paying\n              for that class'.replace(/\s+/g, ' '),
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(fact);
    }
    expect(within(main).getByRole('link', { name: 'Reset password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(
      within(main).getAllByRole('link', { name: 'support@streamfit.example' })[0]!.getAttribute('href'),
    ).toBe('mailto:support@streamfit.example');
  });

  it('opens and closes each answer from its question, and can be focused', async () => {
    const user = userEvent.setup();
    await renderApp('/faq');
    const question = screen.getByText('Can I cancel any time?');
    const details = question.closest('details')!;
    expect(question.tagName).toBe('SUMMARY');
    expect(details.open).toBe(false);
    await user.click(question);
    expect(details.open).toBe(true);
    expect(within(details).getByText(/at least 24 hours/)).toBeTruthy();
    await user.click(question);
    expect(details.open).toBe(false);
    // A native <summary> is focusable; the browser toggles it with Enter and Space
    // (jsdom does not implement that activation, so only the focus is checked here).
    question.focus();
    expect(document.activeElement).toBe(question);
  });

  it('names a white-label studio and uses its e-mail', async () => {
    const studio = studioFixture();
    await renderApp('/faq', { site: whiteLabelSite(studio), studios: [studio] });
    const main = screen.getByRole('main');
    expect(within(main).getByText(/taught by BK Pilates instructors/)).toBeTruthy();
    expect(within(main).getAllByRole('link', { name: 'hello@bkpilates.example' }).length).toBeGreaterThan(0);
  });
});
