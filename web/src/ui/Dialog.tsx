import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

export interface DialogProps {
  /** The dialog's title: its accessible name. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** An extra class for the dialog box. */
  className?: string;
  /** Shows a '×' button (named 'Close dialog') in the corner; dialogs with their own Cancel leave it out. */
  closeButton?: boolean;
  /** What takes focus when the dialog opens; by default its first enabled input, else the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/** The dialogs open now, innermost last: only the innermost answers keys and keeps focus. */
const openDialogs: HTMLElement[] = [];

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Everything on the page beside the dialog becomes inert while it is open, so neither the
 * keyboard nor assistive technology reaches the page behind it. Only what this dialog made
 * inert is restored: a dialog opened from another dialog leaves the first one's page inert.
 */
function makeBackgroundInert(backdrop: HTMLElement): () => void {
  const made: Element[] = [];
  for (const element of Array.from(document.body.children)) {
    if (element === backdrop || element.hasAttribute('inert') || element.tagName === 'SCRIPT') continue;
    element.setAttribute('inert', '');
    made.push(element);
  }
  return () => {
    for (const element of made) element.removeAttribute('inert');
  };
}

/**
 * The accessible modal dialog (modal z-index 10000): labelled by its title, aria-modal with
 * an inert page behind it, focus moves in and stays in (Tab and Shift+Tab wrap), Escape and a
 * click outside close it, and focus goes back to what opened it.
 */
export function Dialog({
  title,
  onClose,
  children,
  className,
  closeButton = true,
  initialFocus,
}: DialogProps) {
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const initialFocusRef = useRef(initialFocus);

  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    openDialogs.push(dialog);
    const restoreBackground = backdropRef.current ? makeBackgroundInert(backdropRef.current) : () => {};
    // The first field the member can see: one inside a closed part (a promo code not opened yet)
    // cannot take focus, and focus would stay on the page behind.
    const focusInitial = () =>
      (
        initialFocusRef.current?.current ??
        Array.from(dialog.querySelectorAll<HTMLElement>('input:not([disabled])')).find(
          (input) => input.checkVisibility?.() ?? true,
        ) ??
        dialog
      ).focus();
    focusInitial();
    // Content that arrives later (a form that was loading) can replace the focused element, and
    // focus would fall to the page behind: it comes back inside instead.
    const observer = new MutationObserver(() => {
      if (openDialogs.at(-1) !== dialog) return;
      const active = document.activeElement;
      if (!active || active === document.body || !dialog.contains(active)) focusInitial();
    });
    // Attributes too: a part that suspends again is hidden and shown by its style.
    observer.observe(dialog, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'hidden'],
    });
    // A key pressed while focus is outside the innermost dialog (it was lost) still belongs to it:
    // Escape closes it, any other key brings focus back in rather than reaching the page.
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (openDialogs.at(-1) !== dialog || dialog.contains(document.activeElement)) return;
      event.preventDefault();
      if (event.key === 'Escape') onCloseRef.current();
      else focusInitial();
    };
    document.addEventListener('keydown', onDocumentKeyDown, true);
    // A dialog opened inside a part of the page that is still loading is mounted hidden, where it
    // cannot take focus: it takes it when it is shown (its size changes from nothing).
    const resizes =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (openDialogs.at(-1) === dialog && !dialog.contains(document.activeElement)) focusInitial();
          });
    resizes?.observe(dialog);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      observer.disconnect();
      resizes?.disconnect();
      document.removeEventListener('keydown', onDocumentKeyDown, true);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      document.body.style.overflow = overflow;
      // The opener can only take focus back once its page is no longer inert.
      restoreBackground();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE);
    if (!focusable || focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a click on the backdrop is the pointer's way out; keyboard users have Escape
    <div
      ref={backdropRef}
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the modal dialog pattern's keys: Escape closes, Tab stays inside */}
      <div
        ref={dialogRef}
        className={className ? `modal ${className}` : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {closeButton ? (
          <button type="button" className="modal__close" aria-label="Close dialog" onClick={() => onClose()}>
            ×
          </button>
        ) : null}
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
