import { useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../ui/Dialog';
import { PromoInput } from './PromoInput';

/** The promo-mode texts, in the product's exact wording. */
export const PROMO_MODAL_PROMPT = 'Have a promo code? Enter it here!';

interface PromoModalProps {
  open: boolean;
  onClose: () => void;
  /** Checks the code; resolves with null when it was accepted, else the server's message. */
  onVerify: (code: string) => Promise<string | null>;
}

/**
 * The promo modal: 'Have a promo code? Enter it here!', a 'Promo Code' field, Verify and
 * Cancel, on the shared dialog: focus moves in and stays in, Escape and Cancel close it, and
 * focus returns to what opened it.
 */
export function PromoModal({ open, onClose, onVerify }: PromoModalProps) {
  if (!open) return null;
  return <PromoDialog onClose={onClose} onVerify={onVerify} />;
}

function PromoDialog({ onClose, onVerify }: Omit<PromoModalProps, 'open'>) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [incorrect, setIncorrect] = useState<string | null>(null);

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

  return (
    <Dialog
      title={PROMO_MODAL_PROMPT}
      onClose={onClose}
      className="promo-modal"
      closeButton={false}
      initialFocus={inputRef}
    >
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
    </Dialog>
  );
}
