import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STREAMFIT_BRAND, studioFixture, whiteLabelSite } from '../../test/fixtures';
import { renderApp, resolveAll } from '../../test/renderApp';

function footer() {
  return screen.getByRole('contentinfo');
}

describe('Default footer', () => {
  it('links to the legal pages, contact and the college ambassadors', async () => {
    await renderApp('/studios');
    const links = within(footer());
    expect(links.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacypolicy');
    expect(links.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    expect(links.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
    expect(links.getByRole('link', { name: 'College Ambassadors' }).getAttribute('href')).toBe(
      '/contact?topic=ambassadors',
    );
  });

  it('has outbound social links and drawn store badges, Android coming soon', async () => {
    await renderApp('/studios');
    const links = within(footer());
    for (const [name, href] of [
      ['StreamFit on Instagram', 'https://instagram.com/streamfit'],
      ['StreamFit on Facebook', 'https://facebook.com/streamfit'],
      ['StreamFit on YouTube', 'https://youtube.com/@streamfit'],
    ] as const) {
      const link = links.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(links.getByRole('img', { name: 'Download on the App Store' }).tagName.toLowerCase()).toBe('svg');
    expect(links.getByRole('img', { name: 'Stream it on Roku' })).toBeTruthy();
    const android = links.getByRole('img', { name: 'Google Play: coming soon' });
    expect(android.textContent).toContain('COMING SOON');
    expect(android.closest('a')).toBeNull();
  });

  it('validates the newsletter address, then signs it up through the graph', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    const { environment, graph } = await renderApp('/studios', {
      resolvers: (operation) => {
        if (operation.request.node.params.name !== 'useSubscribeToNewsletterMutation') return {};
        asked.push(operation.request.variables);
        return {
          NewsletterSubscriptionPayload: () => ({
            email: 'me@example.com',
            alreadySubscribed: false,
            userErrors: [],
          }),
        };
      },
    });
    const input = within(footer()).getByLabelText('Get workouts and news in your inbox');
    const submit = within(footer()).getByRole('button', { name: 'Subscribe' });

    await user.type(input, 'not-an-address');
    await user.click(submit);
    expect(within(footer()).getByText('Please enter a valid email address.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await user.clear(input);
    await user.type(input, 'me@example.com');
    expect(within(footer()).queryByText('Please enter a valid email address.')).toBeNull();
    await user.click(submit);
    await resolveAll(environment, graph);
    expect(asked).toEqual([{ input: { email: 'me@example.com', studioShortName: null } }]);
    expect(within(footer()).getByRole('status').textContent).toBe("Thanks! You're subscribed.");
  });
});

describe('White-label footer', () => {
  it("shows only privacy, terms and a contact line with the studio's e-mail", async () => {
    const studio = studioFixture({
      slug: 'baristudio',
      name: 'Bari Studio',
      contactEmail: 'hi@baristudio.example',
    });
    await renderApp('/studios', { site: whiteLabelSite(studio), studios: [studio] });
    const links = within(footer()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privacy Policy', '/privacypolicy'],
      ['Terms', '/terms'],
      ['hi@baristudio.example', 'mailto:hi@baristudio.example'],
    ]);
    expect(footer().textContent).toContain('Questions? Email hi@baristudio.example');
    expect(within(footer()).queryByLabelText('Get workouts and news in your inbox')).toBeNull();
    expect(within(footer()).queryByRole('img')).toBeNull();
  });

  it('falls back to the default support e-mail when the studio has none', async () => {
    const studio = studioFixture({ slug: 'baristudio', name: 'Bari Studio', contactEmail: null });
    await renderApp('/studios', { site: whiteLabelSite(studio), studios: [studio] });
    const contact = within(footer()).getByRole('link', { name: STREAMFIT_BRAND.contactEmail });
    expect(contact.getAttribute('href')).toBe(`mailto:${STREAMFIT_BRAND.contactEmail}`);
    expect(footer().textContent).toContain(`Questions? Email ${STREAMFIT_BRAND.contactEmail}`);
  });
});
