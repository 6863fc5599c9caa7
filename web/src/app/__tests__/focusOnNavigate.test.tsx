import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';

describe('focus after a move to another page', () => {
  it('goes to the new page’s heading, not the page body; first load leaves focus alone', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/how-it-works');
    expect(document.activeElement).toBe(document.body);

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
        name: 'Live Schedule',
      }),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Live Class Schedule' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');

    // A change of the query alone (another day on the schedule) keeps focus where the member is.
    const day = screen
      .getAllByRole('button', { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) / })
      .find(
        (button) =>
          !(button as HTMLButtonElement).disabled && button.getAttribute('aria-pressed') === 'false',
      );
    if (day) {
      await user.click(day);
      expect(router.state.location.search).toMatch(/^\?date=/);
      expect(document.activeElement).toBe(day);
    }
  });

  it('leaves focus on a field the new page focused itself', async () => {
    const { router } = await renderApp('/how-it-works');
    await act(async () => {
      await router.navigate('/login');
    });
    // The log-in page is shown; a field inside it that has focus keeps it.
    const email = await screen.findByLabelText('Email');
    email.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(email);
  });
});
