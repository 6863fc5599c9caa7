import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Moves to a section of the page without changing the router's location (the app
 * scrolls to the top on every location change), focuses its heading (tabIndex -1)
 * and records the anchor in the address bar so it can be shared.
 */
export function jumpTo(event: { preventDefault(): void }, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView?.({ block: 'start' });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/** Opened at an anchor (/terms#liability): scrolls to it after the app's scroll-to-top. */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}
