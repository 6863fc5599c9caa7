import { useState } from 'react';
import { Dialog } from '../ui/Dialog';
import { useDeleteWorkout } from './useDeleteWorkout';

export const DELETE_TITLE = 'Are you sure you want to delete?';

/**
 * Confirms taking a workout off the calendar. Waits for the answer: a refusal (a live class still
 * booked) is shown here and the workout stays; once deleted the dialog closes.
 */
export function DeleteWorkoutDialog({
  workout,
  onClose,
  onDeleted,
}: {
  workout: { id: string; title: string };
  onClose: () => void;
  onDeleted: (title: string) => void;
}) {
  const [remove, inFlight] = useDeleteWorkout();
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    const outcome = await remove(workout.id);
    if (outcome.ok) onDeleted(workout.title);
    else setError(outcome.message);
  };

  return (
    <Dialog title={DELETE_TITLE} onClose={onClose} closeButton={false}>
      <p>{workout.title}</p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={inFlight}
          onClick={() => void confirm()}
        >
          Delete
        </button>
      </p>
    </Dialog>
  );
}
