import { useRef, useState } from 'react';
import { Dialog } from '../ui/Dialog';
import { formatDate } from './dates';
import { daysText, PAUSE_LASTS, WHILE_PAUSED } from './pausedPlanRules';
import type { SubscriptionOutcome } from './subscriptionMutation';

export const PAUSE_TITLE = 'Pause your plan?';

const DAY_MS = 86_400_000;

/** The confirm button's outcome: the dialog closes on success and shows a refusal in place. */
function useConfirm(run: () => Promise<SubscriptionOutcome>, onDone: (outcome: SubscriptionOutcome) => void) {
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    const outcome = await run();
    if (outcome.ok) onDone(outcome);
    else setError(outcome.message);
  };
  return { error, confirm };
}

/**
 * Asks before a plan is paused, and says first what the backend's rules make of it: how long it
 * lasts (until the member resumes), what stays open and what closes, and the days that are kept.
 */
export function PauseDialog({
  planName,
  currentPeriodEnd,
  inTrial,
  pausing,
  pause,
  onClose,
  onPaused,
}: {
  planName: string;
  currentPeriodEnd: string;
  inTrial: boolean;
  pausing: boolean;
  pause: () => Promise<SubscriptionOutcome>;
  onClose: () => void;
  onPaused: (outcome: SubscriptionOutcome) => void;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const { error, confirm } = useConfirm(pause, onPaused);
  // Counted from when the dialog opened.
  const [openedAt] = useState(() => Date.now());
  const daysLeft = Math.max(0, Math.ceil((Date.parse(currentPeriodEnd) - openedAt) / DAY_MS));
  const what = inTrial ? 'your free trial' : 'your current period';
  return (
    <Dialog title={PAUSE_TITLE} onClose={onClose} className="plan-dialog" initialFocus={keepRef}>
      <p>
        Your {planName} pauses today. {PAUSE_LASTS}
      </p>
      <p>While it is paused:</p>
      <ul className="plan-dialog__rules">
        {WHILE_PAUSED.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p>
        The {daysText(daysLeft)} left of {what} are kept: when you resume, your next payment moves on by the
        time your plan was paused. You can resume at any time from your dashboard or your account.
      </p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button button--ghost" ref={keepRef} onClick={onClose}>
          Keep my plan running
        </button>
        <button
          type="button"
          className="button button--brand"
          disabled={pausing}
          aria-busy={pausing || undefined}
          onClick={() => void confirm()}
        >
          {pausing ? 'Pausing…' : 'Pause plan'}
        </button>
      </div>
    </Dialog>
  );
}

export interface PlanChoice {
  readonly plan: { readonly packageId: string; readonly name: string; readonly kind: string };
  readonly firstPayment: { readonly formatted: string };
  readonly startsAt: string;
}

/** 'per year' / 'per month'. */
function per(kind: string): string {
  return kind === 'YEARLY' ? 'a year' : 'a month';
}

/**
 * Asks before a switch of plan, stating the rule before the member confirms: the switch waits for
 * the next renewal, nothing is charged today, and from that day the new price. Choosing the plan
 * the member is on calls a scheduled switch off.
 */
export function PlanSwitchDialog({
  choice,
  currentPlanName,
  inTrial,
  callsOff,
  switching,
  change,
  onClose,
  onChanged,
}: {
  choice: PlanChoice;
  currentPlanName: string;
  inTrial: boolean;
  /** The choice is the plan the member is on: a scheduled switch is called off. */
  callsOff: boolean;
  switching: boolean;
  change: (packageId: string) => Promise<SubscriptionOutcome>;
  onClose: () => void;
  onChanged: (outcome: SubscriptionOutcome) => void;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const { error, confirm } = useConfirm(() => change(choice.plan.packageId), onChanged);
  const day = formatDate(choice.startsAt);
  const title = callsOff ? `Stay on the ${choice.plan.name}?` : `Switch to the ${choice.plan.name}?`;
  return (
    <Dialog title={title} onClose={onClose} className="plan-dialog" initialFocus={keepRef}>
      {callsOff ? (
        <p>
          Your switch is called off: you stay on the {choice.plan.name}, and your next payment of{' '}
          {choice.firstPayment.formatted} is on {day}.
        </p>
      ) : (
        <>
          <p>
            {inTrial
              ? `Your free trial continues until ${day}.`
              : `Your ${currentPlanName} stays as it is until ${day}: you keep what you paid for.`}{' '}
            From {day} you are on the {choice.plan.name} at {choice.firstPayment.formatted}{' '}
            {per(choice.plan.kind)}; the first payment on it is on {day}.
          </p>
          <p>Nothing is charged today.</p>
        </>
      )}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button button--ghost" ref={keepRef} onClick={onClose}>
          {callsOff ? 'Keep the switch' : 'Keep my plan'}
        </button>
        <button
          type="button"
          className="button button--brand"
          disabled={switching}
          aria-busy={switching || undefined}
          onClick={() => void confirm()}
        >
          {switching
            ? 'Saving…'
            : callsOff
              ? `Stay on the ${choice.plan.name}`
              : `Switch to the ${choice.plan.name}`}
        </button>
      </div>
    </Dialog>
  );
}
