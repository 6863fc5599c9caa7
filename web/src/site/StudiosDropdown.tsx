import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { StudiosMenu_query$key } from './__generated__/StudiosMenu_query.graphql';
import { ChevronIcon } from '../ui/icons/uiIcons';
import { StudiosMenuLinks } from './StudiosMenu';

/**
 * The desktop 'Studios' dropdown: a disclosure button and a panel of links.
 * Escape, a click outside or moving focus away closes it.
 */
export function StudiosDropdown({ query }: { query: StudiosMenu_query$key }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- catches Escape bubbling up from the dropdown's own button and links, to close it
    <div
      className="dropdown"
      ref={containerRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="site-nav__link dropdown__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Studios <ChevronIcon open={open} />
      </button>
      {open && (
        <div className="dropdown__panel" id={panelId}>
          <StudiosMenuLinks query={query} onNavigate={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
