import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { StudiosMenu_query$key } from './__generated__/StudiosMenu_query.graphql';
import { GearIcon } from '../ui/icons/GearIcon';
import { ChevronIcon, CloseIcon, MenuIcon } from '../ui/icons/uiIcons';
import { StudiosMenuLinks } from './StudiosMenu';

interface MobileMenuProps {
  query: StudiosMenu_query$key;
  signUpLabel: string;
  /** The current query string, carried into sign-up and log-in links. */
  search: string;
  /** Dashboard and Log Out instead of Log In. */
  signedIn: boolean;
  /** The blog's address; null: no blog link. */
  blogUrl: string | null;
  /** Where the gear (account settings) leads. */
  settingsTo: string;
  /** Where the sign-up button leads (checkout for a signed-in member); null hides it (subscribers). */
  signUpTo: string | null;
}

/** Below 800px: the hamburger and its flyout with a collapsible Studios list. */
export function MobileMenu({
  query,
  signUpLabel,
  search,
  signedIn,
  signUpTo,
  blogUrl,
  settingsTo,
}: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [studiosOpen, setStudiosOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const flyoutId = useId();
  const studiosId = useId();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setStudiosOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    // The flyout covers the page; keep the page behind it from scrolling.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  const panelRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
      return;
    }
    // The flyout covers the page, so Tab cycles within it.
    if (event.key === 'Tab' && panelRef.current) {
      const focusable = panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    <div className="mobile-menu">
      <button
        ref={toggleRef}
        type="button"
        className="hamburger"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={flyoutId}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <MenuIcon />
      </button>
      {open && (
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- catches the keys bubbling up from the menu's own links and buttons: Escape closes, Tab stays inside
        <div className="flyout" id={flyoutId} onKeyDown={onKeyDown}>
          <div className="flyout__backdrop" aria-hidden="true" onClick={() => close(true)} />
          <div className="flyout__panel" ref={panelRef} role="dialog" aria-modal="true" aria-label="Menu">
            <button
              ref={closeRef}
              type="button"
              className="flyout__close"
              aria-label="Close menu"
              onClick={() => close(true)}
            >
              <CloseIcon />
            </button>
            <ul className="flyout__list">
              {signedIn && (
                <li>
                  <Link className="flyout__link" to="/newplatform/dashboard" onClick={() => close(false)}>
                    Dashboard
                  </Link>
                </li>
              )}
              <li>
                <button
                  type="button"
                  className="flyout__link flyout__toggle"
                  aria-expanded={studiosOpen}
                  aria-controls={studiosId}
                  onClick={() => setStudiosOpen((value) => !value)}
                >
                  Studios <ChevronIcon open={studiosOpen} />
                </button>
                {studiosOpen && (
                  <StudiosMenuLinks query={query} id={studiosId} onNavigate={() => close(false)} />
                )}
              </li>
              <li>
                <Link className="flyout__link" to="/how-it-works" onClick={() => close(false)}>
                  How it Works
                </Link>
              </li>
              <li>
                <Link className="flyout__link" to="/liveschedule" onClick={() => close(false)}>
                  Live Schedule
                </Link>
              </li>
              {blogUrl !== null && (
                <li>
                  <a className="flyout__link" href={blogUrl} onClick={() => close(false)}>
                    Blog
                  </a>
                </li>
              )}
              <li>
                <Link
                  className="flyout__link flyout__link--icon"
                  to={settingsTo}
                  onClick={() => close(false)}
                >
                  <GearIcon size={20} /> Account settings
                </Link>
              </li>
              <li>
                {signedIn ? (
                  <Link className="flyout__link" to="/logout" onClick={() => close(false)}>
                    Log Out
                  </Link>
                ) : (
                  <Link className="flyout__link" to={`/login${search}`} onClick={() => close(false)}>
                    Log In
                  </Link>
                )}
              </li>
              {signUpTo !== null && (
                <li>
                  <Link
                    className="button button--brand button--block"
                    to={signUpTo}
                    onClick={() => close(false)}
                  >
                    {signUpLabel}
                  </Link>
                </li>
              )}
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}
