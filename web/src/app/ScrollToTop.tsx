import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading before focus stops waiting for it. */
const HEADING_WAIT_MS = 5000;

/**
 * A new page starts at the top, and a keyboard or screen-reader user starts on its heading: after
 * a move to another page (a link, a sign-up that continues to checkout, a cancel that lands on the
 * account) focus goes to the page's first heading instead of dropping to the page body. A change of
 * the query alone (a day picked on the schedule) keeps both scroll and focus. Focus is left alone
 * on first load and when the member already put it inside the new page (a field it focused).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    return focusHeadingWhenShown();
  }, [pathname, hash]);
  return null;
}

function focusHeadingWhenShown(): () => void {
  const main = document.getElementById('main');
  if (!main) return () => undefined;
  const started = Date.now();
  let frame = 0;
  const attempt = () => {
    const active = document.activeElement;
    // The member (or the page) already chose where focus goes inside the page.
    if (active && active !== document.body && active !== main && main.contains(active)) return;
    // A dialog opened over the page keeps focus.
    if (active?.closest('[role="dialog"], [role="alertdialog"]')) return;
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return;
    }
    if (Date.now() - started < HEADING_WAIT_MS) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
