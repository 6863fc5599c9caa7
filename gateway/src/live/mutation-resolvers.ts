// The live-class mutations. Each checks its input first (a refusal costs no REST
// call), calls its route once (POST/PATCH/DELETE are never retried) and turns the failures a page
// expects into `userErrors` (user-errors.ts). A booking or payment changes the member: the request's
// member is then forgotten, so the payload's `viewer { … }` (and a class's viewerBooking) is read
// again after the change, once.
import type { MutationResolvers, Resolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../graph/context.js';
import { given } from '../shared/input.js';
import { MAX_PROMO_LENGTH, MAX_TOKEN_LENGTH } from '../payments/input.js';
import { databaseIdOf, toGlobalId } from '../node/global-id.js';
import { edgeByKey } from '../relay/connection.js';
import { bookingSortKey, requiredClass } from './booking-resolvers.js';
import { MAX_BROWSER_LENGTH, MAX_USER_AGENT_LENGTH, STREAM_ID } from './input.js';
import type {
  BookLiveClassPayloadModel,
  InviteFriendToLiveClassPayloadModel,
  LiveClassBookingModel,
} from './models.js';
import {
  deleteBooking,
  deleteBroadcast,
  patchAttendance,
  postAttendance,
  postBooking,
  postBroadcast,
  postChannel,
  postConfirmation,
  postInvitation,
  postPaymentIntent,
} from './rest.js';
import {
  liveFailure,
  NO_ATTENDANCE_MESSAGE,
  NO_BOOKING_MESSAGE,
  NO_BROADCAST_MESSAGE,
  NO_CLASS_MESSAGE,
  NO_FRIEND_MESSAGE,
  NOT_SIGNED_IN,
  type LiveOperation,
  type LiveUserError,
} from './user-errors.js';

type Outcome<T> = { ok: true; value: T } | { ok: false; userErrors: LiveUserError[] };

const operation = (
  inputFields: readonly string[],
  notFoundField: string | null,
  paymentStatus: LiveOperation['paymentStatus'] = 'PAYMENT_REQUIRED',
): LiveOperation => ({
  inputFields,
  notFoundField,
  paymentStatus,
});

const BOOK = operation(['liveClassId'], 'liveClassId');
const CREATE_PAYMENT = operation(['liveClassId', 'amountCents', 'promoCode'], 'liveClassId');
const CONFIRM_PAYMENT = operation(
  ['paymentIntentId', 'liveClassId', 'amountCents', 'paymentToken'],
  'paymentIntentId',
  'CARD_DECLINED',
);
const JOIN = operation(['liveClassId', 'userAgent', 'browser'], 'liveClassId');
const LEAVE = operation(['attendanceId', 'cameraOn', 'cameraOnDurationSeconds'], 'attendanceId');
const CREATE_BROADCAST = operation(['liveClassId', 'streamId'], 'liveClassId');
const DELETE_BROADCAST = operation(['streamId'], 'streamId');
const CANCEL_BOOKING = operation(['bookingId'], 'bookingId');
const INVITE = operation(['liveClassId', 'friendId'], 'liveClassId');

const invalid = (field: string, message: string): LiveUserError => ({
  field,
  code: 'INVALID_INPUT',
  message,
});
const noClass: LiveUserError = { field: 'liveClassId', code: 'NOT_FOUND', message: NO_CLASS_MESSAGE };

/**
 * Runs a member's call once. An expected failure (nothing changed) becomes a userError; a 401 also
 * ends the request's session (the payload's viewer is null). `changesMember`: on success, and on an
 * unexpected failure (a timeout may hide a change that did happen), the member is read again if asked.
 */
async function memberCall<T>(
  context: GatewayContext,
  op: LiveOperation,
  changesMember: boolean,
  call: () => Promise<T>,
): Promise<Outcome<T>> {
  const { accounts } = context.loaders;
  try {
    const value = await call();
    if (changesMember) accounts.refresh();
    return { ok: true, value };
  } catch (error) {
    const userError = liveFailure(error, op);
    if (userError?.code === 'UNAUTHENTICATED') {
      accounts.endSession();
    } else if (!userError) {
      if (changesMember) accounts.refresh();
      throw error;
    }
    return { ok: false, userErrors: [userError] };
  }
}

function booked(
  liveClassId: number | null,
  outcome: Outcome<LiveClassBookingModel>,
  context: GatewayContext,
): BookLiveClassPayloadModel {
  if (!outcome.ok) return { booking: null, liveClassId, userErrors: outcome.userErrors };
  context.loaders.live.prime([outcome.value.liveClass]);
  return { booking: outcome.value, liveClassId: outcome.value.liveClassId, userErrors: [] };
}

function checkAmount(amountCents: number, errors: LiveUserError[]): void {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0)
    errors.push(invalid('amountCents', 'Amount must be a whole number of cents, 0 or more.'));
}

const Mutation: MutationResolvers = {
  inviteFriendToLiveClass: async (
    _parent,
    { input },
    context,
  ): Promise<InviteFriendToLiveClassPayloadModel> => {
    const errors: LiveUserError[] = [];
    const liveClassId = databaseIdOf(input.liveClassId, 'LiveClass');
    if (liveClassId === null) errors.push(noClass);
    const friendId = databaseIdOf(input.friendId, 'Member');
    if (friendId === null) errors.push(invalid('friendId', NO_FRIEND_MESSAGE));
    if (errors.length > 0 || liveClassId === null || friendId === null)
      return { invitedFriend: null, liveClassId, userErrors: errors };
    if (!context.rest.hasAuthorization)
      return { invitedFriend: null, liveClassId, userErrors: [NOT_SIGNED_IN] };
    // Nothing of the member changes: the message reaches both conversations through the event stream.
    const outcome = await memberCall(context, INVITE, false, () =>
      postInvitation(context.rest, liveClassId, friendId),
    );
    return outcome.ok
      ? { invitedFriend: outcome.value, liveClassId, userErrors: [] }
      : { invitedFriend: null, liveClassId, userErrors: outcome.userErrors };
  },

  bookLiveClass: async (_parent, { input }, context) => {
    const liveClassId = databaseIdOf(input.liveClassId, 'LiveClass');
    if (liveClassId === null) return { booking: null, liveClassId: null, userErrors: [noClass] };
    if (!context.rest.hasAuthorization) return { booking: null, liveClassId, userErrors: [NOT_SIGNED_IN] };
    return booked(
      liveClassId,
      await memberCall(context, BOOK, true, () => postBooking(context.rest, liveClassId)),
      context,
    );
  },

  createLiveClassPayment: async (_parent, { input }, context) => {
    const errors: LiveUserError[] = [];
    const liveClassId = databaseIdOf(input.liveClassId, 'LiveClass');
    if (liveClassId === null) errors.push(noClass);
    checkAmount(input.amountCents, errors);
    const promo = given(input.promoCode);
    if (promo !== null && promo.length > MAX_PROMO_LENGTH)
      errors.push(invalid('promoCode', `Promo code must be at most ${MAX_PROMO_LENGTH} characters.`));
    if (errors.length > 0 || liveClassId === null) return { payment: null, userErrors: errors };
    if (!context.rest.hasAuthorization) return { payment: null, userErrors: [NOT_SIGNED_IN] };

    const outcome = await memberCall(context, CREATE_PAYMENT, false, async () => {
      // The intent names the class's studio: from the request's by-id loader (one public call).
      const liveClass = await context.loaders.live.byId.load(liveClassId);
      if (!liveClass) return null;
      return postPaymentIntent(context.rest, {
        liveClassId,
        amount: input.amountCents,
        studioId: liveClass.studioId,
        ...(promo === null ? {} : { coupon: promo }),
      });
    });
    if (!outcome.ok) return { payment: null, userErrors: outcome.userErrors };
    return outcome.value === null
      ? { payment: null, userErrors: [noClass] }
      : { payment: outcome.value, userErrors: [] };
  },

  confirmLiveClassPayment: async (_parent, { input }, context) => {
    const errors: LiveUserError[] = [];
    const liveClassId = databaseIdOf(input.liveClassId, 'LiveClass');
    if (liveClassId === null) errors.push(noClass);
    const paymentIntentId = input.paymentIntentId.trim();
    if (paymentIntentId === '' || paymentIntentId.length > MAX_TOKEN_LENGTH) {
      errors.push({ field: 'paymentIntentId', code: 'NOT_FOUND', message: 'There is no such payment.' });
    }
    checkAmount(input.amountCents, errors);
    const token = given(input.paymentToken);
    if (token !== null && token.length > MAX_TOKEN_LENGTH)
      errors.push(invalid('paymentToken', `Card token must be at most ${MAX_TOKEN_LENGTH} characters.`));
    if (errors.length > 0 || liveClassId === null) return { booking: null, liveClassId, userErrors: errors };
    if (!context.rest.hasAuthorization) return { booking: null, liveClassId, userErrors: [NOT_SIGNED_IN] };

    const outcome = await memberCall(context, CONFIRM_PAYMENT, true, async () => {
      const liveClass = await context.loaders.live.byId.load(liveClassId);
      if (!liveClass) return null;
      return postConfirmation(context.rest, liveClassId, {
        amount: input.amountCents,
        studioId: liveClass.studioId,
        paymentIntentId,
        ...(token === null ? {} : { token }),
      });
    });
    if (outcome.ok && outcome.value === null)
      return { booking: null, liveClassId: null, userErrors: [noClass] };
    return booked(
      liveClassId,
      outcome.ok ? { ok: true, value: outcome.value as LiveClassBookingModel } : outcome,
      context,
    );
  },

  cancelLiveClassBooking: async (_parent, { input }, context) => {
    const noBooking: LiveUserError = { field: 'bookingId', code: 'NOT_FOUND', message: NO_BOOKING_MESSAGE };
    const bookingId = databaseIdOf(input.bookingId, 'LiveClassBooking');
    if (bookingId === null) return { cancelledBookingId: null, liveClassId: null, userErrors: [noBooking] };
    if (!context.rest.hasAuthorization)
      return { cancelledBookingId: null, liveClassId: null, userErrors: [NOT_SIGNED_IN] };
    const outcome = await memberCall(context, CANCEL_BOOKING, true, () =>
      deleteBooking(context.rest, bookingId),
    );
    if (outcome.ok)
      return {
        cancelledBookingId: outcome.value.bookingId,
        liveClassId: outcome.value.liveClassId,
        userErrors: [],
      };
    // Unknown, already cancelled or another member's: the backend does not say which, nor does the graph.
    const userErrors = outcome.userErrors.map((error) => (error.code === 'NOT_FOUND' ? noBooking : error));
    return { cancelledBookingId: null, liveClassId: null, userErrors };
  },

  joinLiveClass: async (_parent, { input }, context) => {
    const errors: LiveUserError[] = [];
    const liveClassId = databaseIdOf(input.liveClassId, 'LiveClass');
    if (liveClassId === null) errors.push(noClass);
    const userAgent = given(input.userAgent);
    const browser = given(input.browser);
    if (userAgent !== null && userAgent.length > MAX_USER_AGENT_LENGTH)
      errors.push(invalid('userAgent', `User agent must be at most ${MAX_USER_AGENT_LENGTH} characters.`));
    if (browser !== null && browser.length > MAX_BROWSER_LENGTH)
      errors.push(invalid('browser', `Browser must be at most ${MAX_BROWSER_LENGTH} characters.`));
    if (errors.length > 0 || liveClassId === null)
      return { attendance: null, channel: null, userErrors: errors };
    if (!context.rest.hasAuthorization)
      return { attendance: null, channel: null, userErrors: [NOT_SIGNED_IN] };

    // The attendance first (it checks the member may watch), then the stream to play.
    const joined = await memberCall(context, JOIN, false, () =>
      postAttendance(context.rest, {
        liveClassId,
        ...(userAgent === null ? {} : { userAgent }),
        ...(browser === null ? {} : { browser }),
      }),
    );
    if (!joined.ok) return { attendance: null, channel: null, userErrors: joined.userErrors };
    const channel = await memberCall(context, JOIN, false, () => postChannel(context.rest, liveClassId));
    if (!channel.ok) return { attendance: null, channel: null, userErrors: channel.userErrors };
    return { attendance: joined.value, channel: channel.value, userErrors: [] };
  },

  leaveLiveClass: async (_parent, { input }, context) => {
    const errors: LiveUserError[] = [];
    const attendanceId = databaseIdOf(input.attendanceId, 'LiveClassAttendance');
    if (attendanceId === null)
      errors.push({ field: 'attendanceId', code: 'NOT_FOUND', message: NO_ATTENDANCE_MESSAGE });
    const seconds = input.cameraOnDurationSeconds ?? 0;
    if (!Number.isSafeInteger(seconds) || seconds < 0) {
      errors.push(
        invalid('cameraOnDurationSeconds', 'Camera time must be a whole number of seconds, 0 or more.'),
      );
    }
    if (errors.length > 0 || attendanceId === null) return { attendance: null, userErrors: errors };
    if (!context.rest.hasAuthorization) return { attendance: null, userErrors: [NOT_SIGNED_IN] };
    const outcome = await memberCall(context, LEAVE, false, () =>
      patchAttendance(context.rest, attendanceId, {
        cameraOn: input.cameraOn ?? false,
        cameraOnDurationSeconds: seconds,
      }),
    );
    return outcome.ok
      ? { attendance: outcome.value, userErrors: [] }
      : { attendance: null, userErrors: outcome.userErrors };
  },

  createBroadcast: async (_parent, { input }, context) => {
    const errors: LiveUserError[] = [];
    const liveClassId = databaseIdOf(input.liveClassId, 'LiveClass');
    if (liveClassId === null) errors.push(noClass);
    // Omitted or empty: the backend makes one up.
    const streamId = given(input.streamId);
    if (streamId !== null && !STREAM_ID.test(streamId))
      errors.push(invalid('streamId', 'Stream id: use letters, digits, - and _ (at most 64).'));
    if (errors.length > 0 || liveClassId === null) return { broadcast: null, userErrors: errors };
    if (!context.rest.hasAuthorization) return { broadcast: null, userErrors: [NOT_SIGNED_IN] };
    const outcome = await memberCall(context, CREATE_BROADCAST, false, () =>
      postBroadcast(context.rest, liveClassId, streamId),
    );
    return outcome.ok
      ? { broadcast: outcome.value, userErrors: [] }
      : { broadcast: null, userErrors: outcome.userErrors };
  },

  deleteBroadcast: async (_parent, { input }, context) => {
    const streamId = input.streamId.trim();
    // It becomes a path segment: anything but a stream id names no broadcast and never reaches the URL.
    if (!STREAM_ID.test(streamId))
      return {
        deletedStreamId: null,
        userErrors: [{ field: 'streamId', code: 'NOT_FOUND', message: NO_BROADCAST_MESSAGE }],
      };
    if (!context.rest.hasAuthorization) return { deletedStreamId: null, userErrors: [NOT_SIGNED_IN] };
    const outcome = await memberCall(context, DELETE_BROADCAST, false, () =>
      deleteBroadcast(context.rest, streamId),
    );
    return outcome.ok
      ? { deletedStreamId: outcome.value, userErrors: [] }
      : { deletedStreamId: null, userErrors: outcome.userErrors };
  },
};

export const liveMutationResolvers: Resolvers = {
  Mutation,
  InviteFriendToLiveClassPayload: {
    // The class as it is now, read only when asked (its friendsBooked too).
    liveClass: (payload, _args, { loaders }) =>
      payload.liveClassId === null ? null : loaders.live.byId.load(payload.liveClassId),
  },

  BookLiveClassPayload: {
    // The class as it is now, read only when asked (on failure too, when the input named one).
    liveClass: (payload, _args, { loaders }) =>
      payload.booking?.liveClass ??
      (payload.liveClassId === null ? null : loaders.live.byId.load(payload.liveClassId)),
    // Read after the change (or null once the session ended).
    viewer: (_payload, _args, { loaders }) => loaders.accounts.viewer(),
    // Keyed by the class's start, so it needs no list: the client puts it where its pages say.
    bookingEdge: async (payload, _args, context) => {
      const { booking } = payload;
      if (!booking) return null;
      const liveClass = booking.liveClass ?? (await requiredClass(context, booking.liveClassId));
      return edgeByKey(booking, () => bookingSortKey(booking, liveClass));
    },
  },
  CancelLiveClassBookingPayload: {
    cancelledBookingId: (payload) =>
      payload.cancelledBookingId === null ? null : toGlobalId('LiveClassBooking', payload.cancelledBookingId),
    // Read after the change: its viewerBooking is null now.
    liveClass: (payload, _args, { loaders }) =>
      payload.liveClassId === null ? null : loaders.live.byId.load(payload.liveClassId),
    viewer: (_payload, _args, { loaders }) => loaders.accounts.viewer(),
  },
};
