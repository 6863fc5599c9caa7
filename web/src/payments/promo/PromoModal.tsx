import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { PromoInput } from './PromoInput';

/** Spec (payment form in promo mode), verbatim. */
export const PROMO_MODAL_PROMPT = 'Have a promo code? Enter it here!';

interface PromoModalProps {
  open: boolean;
  onClose: () => void;
  /** Checks the code; resolves with null when it was accepted, else the server's message. */
  onVerify: (code: string) => Promise<string | null>;
}

/**
 * The promo modal: 'Have a promo code? Enter it here!', a 'Promo Code' field, Verify and
 * Cancel. A modal dialog: focus moves in and stays in, Escape and Cancel close it, and focus
 * returns to what opened it.
 */
export function PromoModal({ open, onClose, onVerify }: PromoModalProps) {
  if (!open) return null;
  return createPortal(<PromoDialog onClose={onClose} onVerify={onVerify} />, document.body);
}

function PromoDialog({ onClose, onVerify }: Omit<PromoModalProps, 'open'>) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [incorrect, setIncorrect] = useState<string | null>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    inputRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || verifying) return;
    setVerifying(true);
    setIncorrect(null);
    const message = await onVerify(trimmed);
    setVerifying(false);
    if (message === null) onClose();
    else setIncorrect(message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // Keep focus inside the dialog.
    const focusable = dialogRef.current?.querySelectorAll<HTMLElement>(
      'button:not([disabled]), input:not([disabled]), [href], [tabindex]:not([tabindex="-1"])',
    );
    if (!focusable || focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="modal promo-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal__title">
          {PROMO_MODAL_PROMPT}
        </h2>
        <form className="promo-modal__form" onSubmit={onSubmit} noValidate aria-busy={verifying}>
          <PromoInput
            label="Promo Code"
            value={code}
            inputRef={inputRef}
            incorrect={incorrect}
            onChange={(value) => {
              setCode(value);
              setIncorrect(null);
            }}
            onClear={() => {
              setCode('');
              setIncorrect(null);
              inputRef.current?.focus();
            }}
          />
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button button--brand" disabled={verifying || code.trim() === ''}>
              Verify
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
