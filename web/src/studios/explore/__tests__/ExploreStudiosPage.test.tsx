import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { studioList } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { reelCaption, REEL_LOOP_MS, studioHue } from '../StudioReel';

function slider(label: string) {
  return screen.getByRole('region', { name: label });
}

describe('Explore Our Studios page', () => {
  it('shows the first studio’s video, a logo slider of 6 and a slider of studio cards', async () => {
    await renderApp('/explorestudio', { studios: studioList(14) });
    expect(screen.getByRole('heading', { level: 1, name: 'Explore Our Studios' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Studio 01 showcase video' })).toBeTruthy();
    const logos = within(slider('studio logos')).getAllByRole('button', { pressed: false });
    // Six logos in view (one pressed: the studio playing), plus the previous and next arrows.
    expect(within(slider('studio logos')).getAllByRole('listitem')).toHaveLength(6);
    expect(logos.length).toBeGreaterThanOrEqual(5);
    expect(
      within(slider('studios'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/studios/studio01', '/studios/studio02', '/studios/studio03']);
    expect(document.title).toBe('Explore Our Studios | StreamFit');
  });

  it('moves six logos at a time, wrapping around, and plays the chosen studio’s video', async () => {
    const user = userEvent.setup();
    await renderApp('/explorestudio', { studios: studioList(14) });
    const logos = slider('studio logos');
    await user.click(within(logos).getByRole('button', { name: 'Next studio logos' }));
    expect(
      within(logos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['07', '08', '09', '10', '11', '12'].map((n) => `Studio ${n} video`));
    await user.click(within(logos).getByRole('button', { name: 'Next studio logos' }));
    // 13, 14, then round to the start.
    expect(
      within(logos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['13', '14', '01', '02', '03', '04'].map((n) => `Studio ${n} video`));
    await user.click(within(logos).getByRole('button', { name: 'Studio 14 video' }));
    expect(screen.getByRole('img', { name: 'Studio 14 showcase video' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore Studio 14' }).getAttribute('href')).toBe(
      '/studios/studio14',
    );

    const play = screen.getByRole('button', { name: 'Play the Studio 14 video' });
    expect(play.getAttribute('aria-pressed')).toBe('false');
    await user.click(play);
    expect(
      screen.getByRole('button', { name: 'Pause the Studio 14 video' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('has no arrows when every studio fits', async () => {
    await renderApp('/explorestudio', { studios: studioList(4) });
    expect(within(slider('studio logos')).queryByRole('button', { name: /Next/ })).toBeNull();
  });
});

describe('studio reel', () => {
  const studio = { name: 'BK Pilates', classTypes: ['Pilates', 'Barre'], instructorNames: ['Ana'] };
  it('cycles its captions through one loop', () => {
    const captions = Array.from({ length: 5 }, (_, index) =>
      reelCaption(studio, (index * REEL_LOOP_MS) / 5 + 1),
    );
    expect(captions).toEqual([
      'BK Pilates',
      'Pilates with BK Pilates',
      'Barre with BK Pilates',
      'Train with Ana',
      'Live and on demand',
    ]);
    expect(reelCaption(studio, REEL_LOOP_MS + 1)).toBe('BK Pilates');
  });
  it('gives each studio a stable colour', () => {
    expect(studioHue('BK Pilates')).toBe(studioHue('BK Pilates'));
    expect(studioHue('BK Pilates')).not.toBe(studioHue('Bari Studio'));
  });
});
