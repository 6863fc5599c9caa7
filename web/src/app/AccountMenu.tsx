import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ChevronIcon } from '../ui/icons/uiIcons';
import type { NavItem } from './memberNavigation';

interface AccountMenuProps {
  /** What the button shows: the member's first name, or their initials. */
  name: string;
  /** The initials drawn in the button's round badge. */
  initials: string;
  items: NavItem[];
}

/** Which item takes focus when the menu opens: the first, or the last (opened with the up arrow). */
type OpenFocus = 'first' | 'last';

/**
 * The signed-in member's menu in the header: a button with their name that opens their links
 * (a menu button: the arrow keys, Home and End move between the items, a letter jumps to the
 * next item starting with it, Escape closes and gives focus back to the button, and Tab or a
 * click elsewhere closes it).
 */
export function AccountMenu({ name, initials, items }: AccountMenuProps) {
  const [openFocus, setOpenFocus] = useState<OpenFocus | null>(null);
  const open = openFocus !== null;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const buttonId = useId();
  const menuId = useId();

  const focusItem = (index: number) => {
    const count = items.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const close = (returnFocus: boolean) => {
    setOpenFocus(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  // Focus moves into the menu as it opens, whether by click, Enter, Space or an arrow key.
  useEffect(() => {
    if (openFocus === null) return;
    focusItem(openFocus === 'first' ? 0 : items.length - 1);
    // Only on opening: moving between items is the keyboard handler's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openFocus]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenFocus(null);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const target: OpenFocus = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) focusItem(target === 'first' ? 0 : items.length - 1);
      else setOpenFocus(target);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        return;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        return;
      case 'End':
        event.preventDefault();
        focusItem(items.length - 1);
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        return;
      case 'Tab':
        // Focus goes on to the next thing on the page; the menu does not stay open behind it.
        setOpenFocus(null);
        return;
      case ' ':
        // A menu item answers Space like Enter.
        event.preventDefault();
        itemRefs.current[current]?.click();
        return;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLowerCase();
          const order = items.map((_, offset) => (current + 1 + offset) % items.length);
          const next = order.find((index) => items[index]!.label.toLowerCase().startsWith(letter));
          if (next !== undefined) {
            event.preventDefault();
            focusItem(next);
          }
        }
    }
  };

  return (
    <div
      className="account-menu"
      ref={containerRef}
      onBlur={(event) => {
        // Focus left the menu and its button altogether (a click elsewhere, Shift+Tab out).
        if (open && !containerRef.current?.contains(event.relatedTarget as Node | null)) setOpenFocus(null);
      }}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="account-menu__button"
        // The accessible name holds the visible one, so speech input can say what it reads.
        aria-label={`Account menu for ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpenFocus('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {/* Drawn by CSS from the attribute: decoration, so it is no part of the button's text. */}
        <span className="account-menu__badge" data-initials={initials} aria-hidden="true" />
        <span className="account-menu__name">{name}</span>
        <ChevronIcon open={open} />
      </button>
      {open && (
        <ul
          className="account-menu__list"
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <li key={item.to} role="none">
              <Link
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                role="menuitem"
                tabIndex={-1}
                className="account-menu__item"
                to={item.to}
                onClick={() => setOpenFocus(null)}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
