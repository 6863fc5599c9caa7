import { useLayoutEffect } from 'react';

/**
 * The first screen the server wrote into the page (`#first-paint`, beside the app's root, which
 * its styles keep hidden meanwhile) stays until the app has drawn the page for real: the frame is
 * up (`useFirstPaintHandOff`) and no page spinner is showing (`useHoldsFirstPaint`). Then it goes
 * in the same frame the app's page appears, so the visitor never sees a spinner or a blank page in
 * between. A page without one (every client-side navigation, the tests) is unaffected.
 */
const FIRST_PAINT_ID = 'first-paint';

let frameReady = false;
let holders = 0;

function handOff(): void {
  if (!frameReady || holders > 0 || typeof document === 'undefined') return;
  document.getElementById(FIRST_PAINT_ID)?.remove();
}

/** The app's frame and page are mounted: the first screen may go once nothing is loading. */
export function useFirstPaintHandOff(): void {
  useLayoutEffect(() => {
    frameReady = true;
    handOff();
  }, []);
}

/** An error or fallback page: whatever it says replaces the first screen at once. */
export function useFirstPaintGone(): void {
  useLayoutEffect(() => {
    frameReady = true;
    holders = 0;
    handOff();
  }, []);
}

/** Something still loading (a page spinner): the first screen stays while it shows. */
export function useHoldsFirstPaint(): void {
  useLayoutEffect(() => {
    holders += 1;
    return () => {
      holders -= 1;
      handOff();
    };
  }, []);
}

/** For tests: back to a page just opened. */
export function resetFirstPaint(): void {
  frameReady = false;
  holders = 0;
}
