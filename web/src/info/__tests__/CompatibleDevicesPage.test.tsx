import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { APP_STORE_URL, ROKU_STORE_URL } from '../storeLinks';

function tabList(name: string) {
  return screen.getByRole('tablist', { name });
}

function visiblePanel(list: HTMLElement) {
  const selected = within(list)
    .getAllByRole('tab')
    .find((tab) => tab.getAttribute('aria-selected') === 'true')!;
  return document.getElementById(selected.getAttribute('aria-controls')!)!;
}

describe('Compatible devices', () => {
  it('has the two tab pairs, HDMI Cord vs Wireless and Chromecast vs Airplay, each with numbered steps', async () => {
    await renderApp('/compatibledevices');
    const cord = tabList('Connect to your TV: HDMI Cord or Wireless');
    const cast = tabList('Stream wirelessly: Chromecast or Airplay');
    expect(
      within(cord)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['HDMI Cord', 'Wireless']);
    expect(
      within(cast)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Chromecast', 'Airplay']);
    for (const list of [cord, cast]) {
      const [first, second] = within(list).getAllByRole('tab');
      expect(first!.getAttribute('aria-selected')).toBe('true');
      expect(first!.tabIndex).toBe(0);
      expect(second!.getAttribute('aria-selected')).toBe('false');
      expect(second!.tabIndex).toBe(-1);
      const panel = visiblePanel(list);
      expect(panel.getAttribute('role')).toBe('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).toBe(first!.id);
      expect(panel.hidden).toBe(false);
      expect(document.getElementById(second!.getAttribute('aria-controls')!)!.hidden).toBe(true);
      expect(within(panel).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    }
    expect(within(visiblePanel(cord)).getByText(/free HDMI port/)).toBeTruthy();
    expect(within(visiblePanel(cast)).getByText(/Google Home app/)).toBeTruthy();
  });

  it('switches panels by click and by arrow keys, Home and End, moving focus with the selection', async () => {
    const user = userEvent.setup();
    await renderApp('/compatibledevices');
    const cord = tabList('Connect to your TV: HDMI Cord or Wireless');
    const [hdmi, wireless] = within(cord).getAllByRole('tab') as [HTMLElement, HTMLElement];

    await user.click(wireless);
    expect(wireless.getAttribute('aria-selected')).toBe('true');
    expect(hdmi.getAttribute('aria-selected')).toBe('false');
    expect(within(visiblePanel(cord)).getByText(/same Wi-Fi network/)).toBeTruthy();

    await user.keyboard('{ArrowRight}'); // wraps to the first tab
    expect(hdmi.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(hdmi);
    await user.keyboard('{ArrowLeft}'); // wraps to the last tab
    expect(wireless.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(wireless);
    await user.keyboard('{Home}');
    expect(hdmi.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(wireless.getAttribute('aria-selected')).toBe('true');
    expect(wireless.tabIndex).toBe(0);
    expect(hdmi.tabIndex).toBe(-1);

    // Tab leaves the tab list for the panel; the other tab set is untouched.
    await user.tab();
    expect(document.activeElement).toBe(visiblePanel(cord));
    const cast = tabList('Stream wirelessly: Chromecast or Airplay');
    const [chromecast, airplay] = within(cast).getAllByRole('tab') as [HTMLElement, HTMLElement];
    expect(chromecast.getAttribute('aria-selected')).toBe('true');
    chromecast.focus();
    await user.keyboard('{ArrowRight}');
    expect(airplay.getAttribute('aria-selected')).toBe('true');
    expect(within(visiblePanel(cast)).getByText(/Control Center/)).toBeTruthy();
  });

  it('links the iOS and Roku stores and marks Android COMING SOON without a link', async () => {
    await renderApp('/compatibledevices');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toBe(
      APP_STORE_URL,
    );
    expect(within(main).getByRole('link', { name: 'Stream it on Roku' }).getAttribute('href')).toBe(
      ROKU_STORE_URL,
    );
    const soon = within(main).getByText('COMING SOON', { selector: 'strong' });
    expect(soon.closest('li')!.textContent).toMatch(/Android/);
    expect(soon.closest('a')).toBeNull();
    expect(within(soon.closest('li')!).queryByRole('link')).toBeNull();
  });

  it('covers the web app and draws the spec device images', async () => {
    await renderApp('/compatibledevices');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'The web app' })).toBeTruthy();
    expect(within(main).getAllByText(/Any modern browser/).length).toBeGreaterThan(0);
    const drawn = new Set(
      Array.from(main.querySelectorAll('svg[data-icon]')).map((svg) => svg.getAttribute('data-icon')),
    );
    for (const key of ['laptop', 'phone', 'chromecast', 'airPlay', 'hdmi']) expect(drawn.has(key)).toBe(true);
  });
});
