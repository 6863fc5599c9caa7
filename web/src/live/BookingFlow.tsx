import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SessionUser } from '../accounts/session/sessionUser';
import { useSession } from '../accounts/session/SessionContext';
import type { BookingFlow_liveClass$key } from './__generated__/BookingFlow_liveClass.graphql';
import type { OrderSummaryModal_booking$key } from './__generated__/OrderSummaryModal_booking.graphql';
import { AlreadySubscribedModal } from './AlreadySubscribedModal';
import { LiveClassPaymentModal } from './LiveClassPaymentModal';
import { LogInModal } from './LogInModal';
import { Dialog } from '../ui/Dialog';
import { OrderSummaryModal } from './OrderSummaryModal';
import { SignUpModal } from './SignUpModal';
import { useBookLiveClass } from './useBookLiveClass';

type Step =
  | { kind: 'signup' }
  | { kind: 'login' }
  | { kind: 'booking' }
  | { kind: 'booked'; alreadyRegistered: boolean }
  | { kind: 'payment' }
  | { kind: 'summary'; booking: OrderSummaryModal_booking$key }
  | { kind: 'error'; message: string };

/**
 * Whether the member certainly needs to pay: no active membership (or the class-only one)
 * and not staff or an instructor. Otherwise the server decides (`bookLiveClass` answers
 * PAYMENT_REQUIRED when a membership does not cover this class's studio).
 */
function mustPay(user: SessionUser): boolean {
  if (user.userType === 'INTERNAL' || user.userType === 'INSTRUCTOR') return false;
  return !user.membership?.active || user.membership.isClassOnly;
}

/** Where a signed-in member goes on: payment when they must pay, else booked directly (the server may still ask for payment). */
function nextStep(member: SessionUser, free: boolean | null): Step {
  return free === false || (free === null && mustPay(member)) ? { kind: 'payment' } : { kind: 'booking' };
}

interface BookingFlowProps {
  liveClass: BookingFlow_liveClass$key;
  /** `viewer.canBookLiveClassesFree(host)` when the page knows it; null to let the server decide. */
  canBookFree?: boolean | null;
  onClose: () => void;
}

/**
 * The booking flow, started by Book on a class: a visitor gets the sign-up modal (and
 * the log-in modal from there); a member who may book free is booked at once and sees the
 * already-subscribed modal (the already-registered variant when the class was booked
 * before); others get the payment modal, then the order summary.
 */
export function BookingFlow({ liveClass, canBookFree = null, onClose }: BookingFlowProps) {
  const data = useFragment(
    graphql`
      fragment BookingFlow_liveClass on LiveClass {
        id
        viewerBooking {
          id
        }
        ...AlreadySubscribedModal_liveClass
        ...LiveClassPaymentModal_liveClass
      }
    `,
    liveClass,
  );
  const { user } = useSession();
  const [book] = useBookLiveClass();
  const [step, setStep] = useState<Step>(() => {
    if (!user) return { kind: 'signup' };
    if (data.viewerBooking) return { kind: 'booked', alreadyRegistered: true };
    return nextStep(user, canBookFree);
  });

  /** Books the class; the server's answer decides the next step. */
  const bookNow = useCallback(async () => {
    const outcome = await book(data.id);
    if (outcome.ok) setStep({ kind: 'booked', alreadyRegistered: false });
    else if (outcome.code === 'ALREADY_BOOKED') setStep({ kind: 'booked', alreadyRegistered: true });
    else if (outcome.code === 'PAYMENT_REQUIRED') setStep({ kind: 'payment' });
    else setStep({ kind: 'error', message: outcome.message });
  }, [book, data.id]);

  // Opened by a signed-in member who starts at 'booking': book at once (once, also under
  // StrictMode's double effects).
  const startBooking = useEffectEvent(() => {
    if (step.kind === 'booking') void bookNow();
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startBooking();
  }, []);

  // After sign-up or log-in the member's plan decides (the page's hint was for the visitor).
  const onSignedIn = (member: SessionUser) => {
    const next = nextStep(member, null);
    setStep(next);
    if (next.kind === 'booking') void bookNow();
  };

  switch (step.kind) {
    case 'signup':
      return (
        <SignUpModal onSignedUp={onSignedIn} onLogIn={() => setStep({ kind: 'login' })} onClose={onClose} />
      );
    case 'login':
      return (
        <LogInModal onLoggedIn={onSignedIn} onSignUp={() => setStep({ kind: 'signup' })} onClose={onClose} />
      );
    case 'booking':
      return (
        <Dialog title="Booking your class…" onClose={onClose} className="live-modal">
          <p role="status">One moment while we save your place.</p>
        </Dialog>
      );
    case 'booked':
      return (
        <AlreadySubscribedModal
          liveClass={data}
          alreadyRegistered={step.alreadyRegistered}
          onClose={onClose}
        />
      );
    case 'payment':
      return (
        <LiveClassPaymentModal
          liveClass={data}
          onPaid={(booking) => setStep({ kind: 'summary', booking })}
          onClose={onClose}
        />
      );
    case 'summary':
      return <OrderSummaryModal booking={step.booking} onClose={onClose} />;
    case 'error':
      return (
        <Dialog title="We could not book this class" onClose={onClose} className="live-modal">
          <p className="form-error" role="alert">
            {step.message}
          </p>
          <div className="modal__actions">
            <button type="button" className="button button--brand" onClick={onClose}>
              Close
            </button>
          </div>
        </Dialog>
      );
  }
}
