import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The page scrolls to the top whenever the location changes. */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}
