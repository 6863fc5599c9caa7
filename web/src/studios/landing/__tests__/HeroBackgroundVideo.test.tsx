import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioList } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { HeroBackgroundVideo, HOME_BACKGROUND_POSTER, HOME_BACKGROUND_VIDEO } from '../HeroBackgroundVideo';

/** A controllable `prefers-reduced-motion` answer, as a browser's matchMedia gives it. */
function mockReducedMotion(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    listeners,
    set(value: boolean) {
      matches = value;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the home background video', () => {
  it('autoplays muted, looping and inline, without controls, with its poster, hidden from assistive technology', () => {
    mockReducedMotion(false);
    const { container } = render(<HeroBackgroundVideo />);
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe(HOME_BACKGROUND_VIDEO);
    expect(video.getAttribute('poster')).toBe(HOME_BACKGROUND_POSTER);
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('muted')).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.controls).toBe(false);
    expect(video.getAttribute('aria-hidden')).toBe('true');
    expect(video.tabIndex).toBe(-1);
  });

  it('shows only the still poster when the visitor prefers reduced motion, and follows a change of setting', () => {
    const motion = mockReducedMotion(true);
    const { container } = render(<HeroBackgroundVideo />);
    expect(container.querySelector('video')).toBeNull();
    const still = container.querySelector('img')!;
    expect(still.getAttribute('src')).toBe(HOME_BACKGROUND_POSTER);
    expect(still.getAttribute('alt')).toBe('');
    expect(motion.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');

    motion.set(false);
    expect(container.querySelector('video')).not.toBeNull();
    motion.set(true);
    expect(container.querySelector('video')).toBeNull();
  });

  it('steps aside when the media cannot load, leaving the studio pictures beneath', () => {
    mockReducedMotion(false);
    const { container } = render(<HeroBackgroundVideo />);
    fireEvent.error(container.querySelector('video')!);
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('plays behind the hero of the general site’s landing page', async () => {
    mockReducedMotion(false);
    await renderApp('/', { studios: studioList(2) });
    const hero = document.querySelector('.landing-hero')!;
    const video = hero.querySelector('video.landing-hero__video')!;
    expect(video.getAttribute('src')).toBe(HOME_BACKGROUND_VIDEO);
    // Under the shade and the words, after the studio mosaic.
    expect(video.previousElementSibling?.className).toBe('landing-hero__mosaic');
    expect(video.nextElementSibling?.className).toBe('landing-hero__shade');
  });
});
