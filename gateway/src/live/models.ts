// What the live-class resolvers receive as parents (codegen.yml maps the GraphQL types to these): the
// backend's records (API.md "Live classes"), read and checked by
// rest.ts, with dollars turned into integer cents and string enums into the schema's values. Times
// stay the backend's ISO strings. Node types carry `__typename` for Node.__resolveType.
import type { MoneyModel } from '../shared/money.js';
import type { MemberModel } from '../accounts/models.js';

/** A live class (the backend's `LiveClass`). */
export interface LiveClassModel {
  readonly __typename: 'LiveClass';
  id: number;
  studioId: number;
  title: string;
  description: string;
  instructor: string;
  price: MoneyModel;
  /** `scheduledDatetime`, ISO in UTC. */
  startsAt: string;
  minutesDuration: number;
  /** `studioLogo`, a same-origin path. */
  studioLogoUrl: string;
  /** `isOnJetsweat === 1`. */
  isOnMainSite: boolean;
  cancelledAt: string | null;
  /** The studio's IANA zone (`timeZone`); an older backend without it gives America/New_York, its column default. */
  timeZone: string;
}

export type LiveClassBookingSourceValue = 'SUBSCRIPTION' | 'PAYMENT' | 'PROMO';

/** A member's booking (the backend's `LiveClassBooking`). */
export interface LiveClassBookingModel {
  readonly __typename: 'LiveClassBooking';
  id: number;
  liveClassId: number;
  /** The class as the booking answer carried it; null when it did not (then read by id). */
  liveClass: LiveClassModel | null;
  bookedAt: string;
  source: LiveClassBookingSourceValue;
  amountPaid: MoneyModel;
  promoCode: string | null;
  /** `refundedAmount` (cents); null when nothing was refunded (an older backend without it too). */
  refundedAmount: MoneyModel | null;
  refundedAt: string | null;
}

/** An attendance (POST /api/events/live-class, PATCH …/{attendanceId}). */
export interface LiveClassAttendanceModel {
  readonly __typename: 'LiveClassAttendance';
  id: number;
  liveClassId: number;
  joinedAt: string;
  leftAt: string | null;
  cameraOn: boolean | null;
  cameraOnDurationSeconds: number | null;
}

/** A registered broadcast (POST /rest/v2/broadcasts/create). */
export interface BroadcastModel {
  streamId: string;
  liveClassId: number;
  createdAt: string;
}

/** POST /api/liveclass/upcoming/payment-intent. */
export interface LiveClassPaymentModel {
  paymentIntentId: string;
  clientSecret: string;
  amount: MoneyModel;
  listPrice: MoneyModel;
  isFree: boolean;
}

export type LiveScheduleChangeKindValue = 'CREATED' | 'CHANGED' | 'CANCELLED';

/** One liveclass.created / changed / cancelled event, decoded. */
export interface LiveScheduleChangeModel {
  eventId: string;
  kind: LiveScheduleChangeKindValue;
  liveClass: LiveClassModel;
  /** GraphQL field names (CHANGED only). */
  changedFields: string[];
}

/** cancelLiveClassBooking: the class (its viewerBooking now null) is read when the payload asks for it. */
export interface CancelLiveClassBookingPayloadModel {
  cancelledBookingId: number | null;
  liveClassId: number | null;
  userErrors: { field: string | null; message: string; code: string }[];
}

/** bookLiveClass / confirmLiveClassPayment: the class is read when the payload asks for it (also on failure). */
/** The answer of inviting a friend to a class: the friend's public face, or why nothing was sent. */
export interface InviteFriendToLiveClassPayloadModel {
  invitedFriend: MemberModel | null;
  /** The class the input named, when it was a valid id; null otherwise. */
  liveClassId: number | null;
  userErrors: { field: string | null; message: string; code: string }[];
}

export interface BookLiveClassPayloadModel {
  booking: LiveClassBookingModel | null;
  /** The class the input named, when it was a valid id; null otherwise. */
  liveClassId: number | null;
  userErrors: { field: string | null; message: string; code: string }[];
}
