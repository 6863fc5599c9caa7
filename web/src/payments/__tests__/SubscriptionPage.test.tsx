import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  planFixtures,
  studioFixture,
  subscriberFixture,
  userFixture,
  whiteLabelSite,
} from '../../test/fixtures';
import { renderApp, resolveAll } from '../../test/renderApp';
import { PromoModal } from '../promo/PromoModal';
import { fullPath, promoCheck } from './helpers';

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('Plan selection page', () => {
  it('shows the heading, the offer and the annual and monthly plans from the graph', async () => {
    await renderApp('/subscription');
    expect(screen.getByRole('heading', { level: 1, name: 'Select your subscription.' })).toBeTruthy();
    expect(screen.getByText('For a limited time, get started for free!')).toBeTruthy();
    const cards = screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(cards).toEqual(['Annual Plan', 'Monthly Plan']);
    expect(within(card('Annual Plan')).getByText('$239.99')).toBeTruthy();
    expect(within(card('Annual Plan')).getByText('Billed annually')).toBeTruthy();
    expect(within(card('Monthly Plan')).getByText('$19.99')).toBeTruthy();
    expect(within(card('Monthly Plan')).getByText('First 7 days free')).toBeTruthy();
  });

  it('sends a visitor to sign-up', async () => {
    await renderApp('/subscription');
    for (const name of ['Annual Plan', 'Monthly Plan']) {
      expect(
        within(card(name)).getByRole('link', { name: 'Start Your Free Trial' }).getAttribute('href'),
      ).toBe('/signup');
    }
  });

  it('sends a member to /payment with the plan', async () => {
    const user = userEvent.setup();
    const { router, environment, graph } = await renderApp('/subscription', { signedIn: userFixture() });
    expect(within(card('Monthly Plan')).getByRole('link').getAttribute('href')).toBe('/payment?plan=monthly');
    await user.click(within(card('Annual Plan')).getByRole('link'));
    await resolveAll(environment, graph);
    expect(fullPath(router)).toBe('/payment?plan=yearly');
    expect(screen.getByRole('radio', { name: 'Annual Plan' })).toHaveProperty('checked', true);
  });

  it('sends a white-label member to /checkout and shows the studio’s plans', async () => {
    const studio = studioFixture({ slug: 'bari', shortName: 'bari', name: 'Bari Studio' });
    const asked: Array<string | null> = [];
    await renderApp('/subscription', {
      site: whiteLabelSite(studio),
      studios: [studio],
      signedIn: userFixture(),
      plans: (shortName) => {
        asked.push(shortName);
        return planFixtures(shortName ?? 'streamfit');
      },
    });
    expect(asked).toEqual(['bari']);
    expect(within(card('Annual Plan')).getByRole('link').getAttribute('href')).toBe('/checkout?plan=yearly');
  });

  it('redirects an active subscriber to the dashboard', async () => {
    const { router } = await renderApp('/subscription', { signedIn: subscriberFixture() });
    expect(router.state.location.pathname).toBe('/newplatform/dashboard');
  });

  it('checks a code in the promo modal and carries it on', async () => {
    const user = userEvent.setup();
    const { environment, graph } = await renderApp('/subscription', {
      signedIn: userFixture(),
      verifyPromo: (input) =>
        input.packageId === 'streamfit_monthly'
          ? promoCheck(input.code, true, '50% off your first payment', 999)
          : promoCheck(input.code, false, 'This promo code does not apply to the Annual Plan.', null, 23999),
    });
    const opener = screen.getByRole('button', { name: 'Have a promo code?' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Have a promo code? Enter it here!' });
    await user.type(within(dialog).getByLabelText('Promo Code'), 'welcome50');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await resolveAll(environment, graph);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Coupon Applied!')).toBeTruthy();
    expect(within(card('Monthly Plan')).getByText('$9.99')).toBeTruthy();
    expect(within(card('Monthly Plan')).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '/payment?plan=monthly&code=WELCOME50',
    );
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));
    expect(within(card('Monthly Plan')).getByRole('link').getAttribute('href')).toBe('/payment?plan=monthly');
  });

  it("keeps the modal open with the server's message when no plan takes the code", async () => {
    const user = userEvent.setup();
    const { environment, graph } = await renderApp('/subscription', {
      verifyPromo: (input) => promoCheck(input.code, false, 'No such coupon', null),
    });
    await user.click(screen.getByRole('button', { name: 'Have a promo code?' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Promo Code'), 'NOPE');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await resolveAll(environment, graph);
    expect(within(dialog).getByRole('alert').textContent).toBe('No such coupon');
    expect(within(dialog).getByRole('button', { name: 'Clear promo code' })).toBeTruthy();
  });
});

describe('Promo modal', () => {
  function Harness({ onVerify }: { onVerify: (code: string) => Promise<string | null> }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <PromoModal open={open} onClose={() => setOpen(false)} onVerify={onVerify} />
      </>
    );
  }

  it('is a labelled modal dialog that takes focus, keeps it, and gives it back on Cancel and Escape', async () => {
    const user = userEvent.setup();
    render(<Harness onVerify={async () => null} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Have a promo code? Enter it here!' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const input = within(dialog).getByLabelText('Promo Code');
    expect(document.activeElement).toBe(input);
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', true);
    // Focus wraps inside the dialog.
    await user.type(input, 'X');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Verify' }));
    await user.tab();
    expect(document.activeElement).toBe(input);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('verifies the trimmed code, shows a refusal with the clear icon, and closes on success', async () => {
    const user = userEvent.setup();
    const onVerify = vi.fn(async (code: string) => (code === 'GOOD' ? null : 'This promo code has expired.'));
    render(<Harness onVerify={onVerify} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const input = screen.getByLabelText('Promo Code') as HTMLInputElement;
    await user.type(input, ' EXPIRED20 {Enter}');
    expect(onVerify).toHaveBeenCalledWith('EXPIRED20');
    expect(screen.getByRole('alert').textContent).toBe('This promo code has expired.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Clear promo code' }));
    expect(input.value).toBe('');
    await user.type(input, 'GOOD');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
