import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { StudiosMenu_query$key } from './__generated__/StudiosMenu_query.graphql';
import { GearIcon } from '../ui/icons/GearIcon';
import { ChevronIcon, CloseIcon, MenuIcon } from '../ui/icons/uiIcons';
import { StudiosMenuLinks } from './StudiosMenu';

/** One entry of the flyout, in the order the header hands them over. */
export type MobileMenuEntry =
  | { kind: 'link'; label: string; to: string; icon?: 'gear' }
  /** A page on another site (the blog). */
  | { kind: 'external'; label: string; href: string }
  /** The collapsible list of studio pages (the general site's). */
  | { kind: 'studios'; query: StudiosMenu_query$key }
  /** The sign-up button at the foot of the list. */
  | { kind: 'button'; label: string; to: string };

interface MobileMenuProps {
  /** What the flyout lists: the same links as the header's bar and account menu. */
  entries: MobileMenuEntry[];
}

/** Below 800px: the hamburger and its flyout with the header's links (and a collapsible Studios list). */
export function MobileMenu({ entries }: MobileMenuProps) {
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
              {entries.map((entry) => (
                <li key={entryKey(entry)}>
                  {entry.kind === 'studios' ? (
                    <>
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
                        <StudiosMenuLinks
                          query={entry.query}
                          id={studiosId}
                          onNavigate={() => close(false)}
                        />
                      )}
                    </>
                  ) : entry.kind === 'external' ? (
                    <a className="flyout__link" href={entry.href} onClick={() => close(false)}>
                      {entry.label}
                    </a>
                  ) : entry.kind === 'button' ? (
                    <Link
                      className="button button--brand button--block"
                      to={entry.to}
                      onClick={() => close(false)}
                    >
                      {entry.label}
                    </Link>
                  ) : (
                    <Link
                      className={entry.icon ? 'flyout__link flyout__link--icon' : 'flyout__link'}
                      to={entry.to}
                      onClick={() => close(false)}
                    >
                      {entry.icon === 'gear' && (
                        <>
                          <GearIcon size={20} />{' '}
                        </>
                      )}
                      {entry.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}

function entryKey(entry: MobileMenuEntry): string {
  switch (entry.kind) {
    case 'studios':
      return 'studios';
    case 'external':
      return entry.href;
    default:
      return `${entry.kind}:${entry.to}`;
  }
}
