import { HttpError } from '../http/errors.js';
import type { ApiLiveClass } from './present.js';
import type { LiveClassRecord } from './repository.js';

/** The member-side live class failures: a status, a message and a machine code. */

export const NO_SUCH_LIVE_CLASS_ID_MESSAGE = 'liveClassId: no such live class';
export const CLASS_CANCELLED_MESSAGE = 'This live class was cancelled.';
export const CLASS_ENDED_MESSAGE = 'This live class has already ended.';
export const ALREADY_BOOKED_MESSAGE = 'You are already registered for this class.';
export const BOOKING_NEEDS_PAYMENT_MESSAGE =
  'Booking this class needs a subscription. You can pay for this class instead.';
export const WATCH_NEEDS_BOOKING_MESSAGE = 'Book this class to watch it.';
export const ALREADY_INCLUDED_MESSAGE =
  'This class is included in your subscription: book it without paying.';
export const CLASS_NOT_LIVE_MESSAGE = 'This class opens 60 minutes before it starts.';
export const PAYMENT_EXPIRED_MESSAGE = 'This payment has expired. Please start again.';
export const NO_SUCH_PAYMENT_MESSAGE = 'paymentIntentId: no such payment';
export const NO_SUCH_BOOKING_MESSAGE = 'bookingId: no such booking';
export const CLASS_STARTED_MESSAGE =
  'This class has already started, so its booking can no longer be cancelled.';
export const BOOKING_CANCELLED_MESSAGE = 'This booking was cancelled.';
export const INVALID_HISTORY_CURSOR_MESSAGE = 'after: is not a valid cursor';

export function notFound(message: string): HttpError {
  return new HttpError(404, message, 'not_found');
}

export function badInput(message: string): HttpError {
  return new HttpError(400, message, 'invalid_input');
}

export function classCancelled(): HttpError {
  return new HttpError(409, CLASS_CANCELLED_MESSAGE, 'class_cancelled');
}

export function classEnded(): HttpError {
  return new HttpError(409, CLASS_ENDED_MESSAGE, 'class_ended');
}

export function alreadyBooked(): HttpError {
  return new HttpError(409, ALREADY_BOOKED_MESSAGE, 'already_booked');
}

export function classStarted(): HttpError {
  return new HttpError(409, CLASS_STARTED_MESSAGE, 'class_started');
}

export function bookingCancelled(): HttpError {
  return new HttpError(409, BOOKING_CANCELLED_MESSAGE, 'booking_cancelled');
}

/** 402 with the class in the body, so a client can offer to pay for it. */
export function paymentRequired(message: string, liveClass: ApiLiveClass): HttpError {
  return new HttpError(402, message, 'payment_required', { liveClass });
}

/** When the class is over: its start plus its duration. */
export function classEnd(live: LiveClassRecord): Date {
  return new Date(live.scheduledAt.getTime() + live.minutesDuration * 60_000);
}

/** A class can be booked, paid for or broadcast until it ends, unless it was cancelled. */
export function checkOpen(live: LiveClassRecord, now: Date): void {
  if (live.cancelledAt !== null) throw classCancelled();
  if (classEnd(live).getTime() <= now.getTime()) throw classEnded();
}
