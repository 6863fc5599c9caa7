import { useState } from 'react';
import { Dialog } from '../ui/Dialog';
import { useRemoveFriend } from './useRemoveFriend';

export const REMOVE_FRIEND_TITLE = 'Remove friend';

/** Asks before a friendship ends, and waits for the answer (the dialog says why if it fails). */
export function RemoveFriendDialog({
  friendshipId,
  name,
  onClose,
}: {
  friendshipId: string;
  name: string;
  onClose: () => void;
}) {
  const [remove, removing] = useRemoveFriend();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    const outcome = await remove(friendshipId);
    if (outcome.ok) onClose();
    else setError(outcome.message);
  };
  return (
    <Dialog title={REMOVE_FRIEND_TITLE} onClose={onClose}>
      <p>
        Remove {name} from your friends? Your conversation with them closes; you can send a new request later.
      </p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Keep
        </button>
        <button
          type="button"
          className="button button--brand"
          disabled={removing}
          onClick={() => void confirm()}
        >
          {removing ? 'Removing…' : 'Remove'}
        </button>
      </div>
    </Dialog>
  );
}
