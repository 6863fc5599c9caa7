// The live classes' REST resources (API.md "Live classes") and their
// decoders. Every call goes through the request's RestClient: reads are GETs (retried on outages),
// bookings, payments, attendance and broadcasts are POST/PATCH/DELETE (sent once, never retried).
import type { MemberModel } from '../accounts/models.js';
import { decodeMember } from '../accounts/rest.js';
import type { RestClient } from '../rest/client.js';
import {
  array,
  bool,
  isObject,
  isoTime,
  malformed,
  object,
  optionalStr,
  positiveInt,
  str,
} from '../rest/decode.js';
import type { RestPage } from '../relay/connection.js';
import { moneyFromDollars, type MoneyModel } from '../shared/money.js';
import type {
  LiveClassAttendanceModel,
  BroadcastModel,
  LiveClassBookingModel,
  LiveClassModel,
  LiveClassPaymentModel,
} from './models.js';

export const SCHEDULE_PATH = '/api/liveclass/upcoming/public/all';
export const CLASSES_BY_ID_PATH = '/api/liveclass/public';
export const PURCHASED_PATH = '/api/liveclass/purchased';
export const HISTORY_PATH = '/api/liveclass/purchased/history';
export const BOOK_PATH = '/api/liveclass/upcoming';
export const PAYMENT_INTENT_PATH = '/api/liveclass/upcoming/payment-intent';
export const ATTENDANCE_PATH = '/api/events/live-class';
export const CHANNEL_PATH = '/api/livestream/channel/channelId';
export const BROADCAST_CREATE_PATH = '/rest/v2/broadcasts/create';
export const BROADCASTS_PATH = '/rest/v2/broadcasts';
/** The column default of `studios.time_zone` (migration 0006), for an answer without `timeZone`. */
export const DEFAULT_TIME_ZONE = 'America/New_York';
/** GET /api/liveclass/public takes at most 100 ids. */
export const MAX_CLASS_IDS = 100;

/** Start times as the schedule call takes them: ms since the epoch, `from` inclusive, `to` exclusive. */
export interface StartRange {
  from: number;
  to: number;
}

/**
 * The schedule of a site: a studio's white-label site (every class of that studio) or, with null,
 * the main site (the classes listed on it); of the start times in `range`.
 */
export function schedulePath(studioId: number | null, range: StartRange): string {
  const query = new URLSearchParams(
    studioId === null ? { mainSiteOnly: 'true' } : { studioId: String(studioId) },
  );
  query.set('from', new Date(range.from).toISOString());
  query.set('to', new Date(range.to).toISOString());
  return `${SCHEDULE_PATH}?${query.toString()}`;
}

export function classesByIdPath(ids: readonly number[]): string {
  return `${CLASSES_BY_ID_PATH}?ids=${ids.join(',')}`;
}

export function confirmationPath(liveClassId: number): string {
  return `${BOOK_PATH}/${liveClassId}/confirmation`;
}

// ---- decoders -------------------------------------------------------------------------------

function requiredStr(value: unknown, what: string): string {
  const text = str(value);
  if (text.trim() === '') throw malformed(what);
  return text;
}

function nonNegativeInt(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw malformed(what);
  return value;
}

function optionalIsoTime(value: unknown, what: string): string | null {
  return value === null || value === undefined ? null : isoTime(value, what);
}

function cents(value: unknown, what: string): MoneyModel {
  return { cents: nonNegativeInt(value, what), currency: 'usd' };
}

export function decodeLiveClass(value: unknown, what: string): LiveClassModel {
  const raw = object(value, what);
  return {
    __typename: 'LiveClass',
    id: positiveInt(raw.id, `${what}.id`),
    studioId: positiveInt(raw.studioId, `${what}.studioId`),
    title: str(raw.title),
    description: str(raw.description),
    instructor: str(raw.instructor),
    price: moneyFromDollars(raw.price, `${what}.price`),
    startsAt: isoTime(raw.scheduledDatetime, `${what}.scheduledDatetime`),
    minutesDuration: nonNegativeInt(raw.minutesDuration, `${what}.minutesDuration`),
    studioLogoUrl: str(raw.studioLogo),
    // 1 | 0 in the contract; a boolean is read the same way.
    isOnMainSite: raw.isOnJetsweat === 1 || raw.isOnJetsweat === true,
    cancelledAt: optionalIsoTime(raw.cancelledAt, `${what}.cancelledAt`),
    timeZone: optionalStr(raw.timeZone) ?? DEFAULT_TIME_ZONE,
  };
}

const SOURCES = { subscription: 'SUBSCRIPTION', payment: 'PAYMENT', promo: 'PROMO' } as const;

export function decodeBooking(value: unknown, what: string): LiveClassBookingModel {
  const raw = object(value, what);
  const source =
    typeof raw.source === 'string' && Object.hasOwn(SOURCES, raw.source)
      ? SOURCES[raw.source as keyof typeof SOURCES]
      : null;
  if (source === null) throw malformed(`${what}.source`);
  const liveClass = isObject(raw.liveClass) ? decodeLiveClass(raw.liveClass, `${what}.liveClass`) : null;
  return {
    __typename: 'LiveClassBooking',
    id: positiveInt(raw.id, `${what}.id`),
    liveClassId: liveClass?.id ?? positiveInt(raw.liveClassId, `${what}.liveClassId`),
    liveClass,
    bookedAt: isoTime(raw.bookedAt, `${what}.bookedAt`),
    source,
    amountPaid: cents(raw.amount ?? 0, `${what}.amount`),
    promoCode: optionalStr(raw.promoCode),
    // Nothing refunded reads null, never a zero amount.
    refundedAmount:
      raw.refundedAmount === null || raw.refundedAmount === undefined || raw.refundedAmount === 0
        ? null
        : cents(raw.refundedAmount, `${what}.refundedAmount`),
    refundedAt: optionalIsoTime(raw.refundedAt, `${what}.refundedAt`),
  };
}

export function decodeAttendance(value: unknown, what: string): LiveClassAttendanceModel {
  const raw = object(value, what);
  return {
    __typename: 'LiveClassAttendance',
    id: positiveInt(raw.attendanceId ?? raw.id, `${what}.attendanceId`),
    liveClassId: positiveInt(raw.liveClassId, `${what}.liveClassId`),
    joinedAt: isoTime(raw.joinedAt, `${what}.joinedAt`),
    leftAt: optionalIsoTime(raw.leftAt, `${what}.leftAt`),
    cameraOn: typeof raw.cameraOn === 'boolean' ? raw.cameraOn : null,
    cameraOnDurationSeconds:
      raw.cameraOnDurationSeconds === null || raw.cameraOnDurationSeconds === undefined
        ? null
        : nonNegativeInt(raw.cameraOnDurationSeconds, `${what}.cameraOnDurationSeconds`),
  };
}

export function decodeBroadcast(value: unknown, what: string): BroadcastModel {
  const raw = object(value, what);
  return {
    streamId: requiredStr(raw.streamId, `${what}.streamId`),
    liveClassId: positiveInt(raw.liveClassId, `${what}.liveClassId`),
    createdAt: isoTime(raw.createdAt, `${what}.createdAt`),
  };
}

export function decodePayment(value: unknown, what: string): LiveClassPaymentModel {
  const raw = object(value, what);
  const amount = cents(raw.amount, `${what}.amount`);
  return {
    paymentIntentId: requiredStr(raw.paymentIntentId, `${what}.paymentIntentId`),
    clientSecret: str(raw.client_secret ?? raw.clientSecret),
    amount,
    listPrice: raw.listAmount === undefined ? amount : cents(raw.listAmount, `${what}.listAmount`),
    isFree: bool(raw.free, amount.cents === 0),
  };
}

/** The `{booking}` answer of booking and confirmation. */
function bookingOf(content: unknown, what: string): LiveClassBookingModel {
  return decodeBooking(object(content, what).booking, `${what}.booking`);
}

// ---- reads ----------------------------------------------------------------------------------

/** A site's classes starting in a range, and when its whole schedule is published until. */
export interface ScheduleModel {
  classes: LiveClassModel[];
  /** ISO 8601: the start of the site's last scheduled class, whatever the range; null when none. */
  publishedUntil: string | null;
}

/**
 * The public schedule of a site for a range of start times (API.md "A range of the schedule"). Not
 * catalogue-cached: a class cancelled a second ago must not linger for a TTL.
 */
export async function fetchSchedule(
  rest: RestClient,
  studioId: number | null,
  range: StartRange,
): Promise<ScheduleModel> {
  const what = 'liveclass/upcoming/public/all';
  const content = object(await rest.get(schedulePath(studioId, range)), what);
  return {
    classes: array(content.classes, `${what}.classes`).map((row, index) =>
      decodeLiveClass(row, `${what}.classes[${index}]`),
    ),
    publishedUntil: optionalIsoTime(content.publishedUntil, `${what}.publishedUntil`),
  };
}

/** Classes by id in one call, any state; unknown ids are left out. */
export async function fetchClassesById(rest: RestClient, ids: readonly number[]): Promise<LiveClassModel[]> {
  return array(await rest.get(classesByIdPath(ids)), 'liveclass/public').map((row, index) =>
    decodeLiveClass(row, `liveclass/public[${index}]`),
  );
}

export async function fetchPurchased(rest: RestClient): Promise<LiveClassBookingModel[]> {
  const content = await rest.get(PURCHASED_PATH);
  // `{purchased: […]}` per the contract; a bare list is read the same way.
  const rows = Array.isArray(content) ? content : object(content, 'liveclass/purchased').purchased;
  return array(rows, 'liveclass/purchased.purchased').map((row, index) =>
    decodeBooking(row, `liveclass/purchased[${index}]`),
  );
}

/** One page of the member's past bookings, newest first, as the backend pages them. */
export async function fetchBookingHistory(
  rest: RestClient,
  page: { first: number; after: string | null },
): Promise<RestPage<LiveClassBookingModel>> {
  const query = new URLSearchParams({ limit: String(Math.max(1, page.first)) });
  if (page.after !== null) query.set('after', page.after);
  const what = 'liveclass/purchased/history';
  const content = object(await rest.get(`${HISTORY_PATH}?${query.toString()}`), what);
  const cursors = new Map<LiveClassBookingModel, string>();
  const items = array(content.bookings, `${what}.bookings`).map((row, index) => {
    const booking = decodeBooking(row, `${what}.bookings[${index}]`);
    cursors.set(
      booking,
      requiredStr(object(row, `${what}.bookings[${index}]`).cursor, `${what}.bookings[${index}].cursor`),
    );
    return booking;
  });
  const nextCursor =
    content.nextCursor === null || content.nextCursor === undefined
      ? null
      : requiredStr(content.nextCursor, `${what}.nextCursor`);
  return {
    items,
    cursorOf: (booking) => cursors.get(booking) ?? '',
    nextCursor,
    totalCount: null,
  };
}

// ---- writes (never retried) -----------------------------------------------------------------

export async function postBooking(rest: RestClient, liveClassId: number): Promise<LiveClassBookingModel> {
  return bookingOf(await rest.post(BOOK_PATH, { body: { liveClassId } }), 'liveclass/upcoming');
}

export interface PaymentIntentBody {
  liveClassId: number;
  /** Cents, as shown to the member. */
  amount: number;
  studioId: number;
  coupon?: string;
}

export async function postPaymentIntent(
  rest: RestClient,
  body: PaymentIntentBody,
): Promise<LiveClassPaymentModel> {
  return decodePayment(await rest.post(PAYMENT_INTENT_PATH, { body }), 'payment-intent');
}

export interface ConfirmationBody {
  amount: number;
  studioId: number;
  paymentIntentId: string;
  token?: string;
}

export async function postConfirmation(
  rest: RestClient,
  liveClassId: number,
  body: ConfirmationBody,
): Promise<LiveClassBookingModel> {
  return bookingOf(await rest.post(confirmationPath(liveClassId), { body }), 'confirmation');
}

export interface JoinBody {
  liveClassId: number;
  userAgent?: string;
  browser?: string;
}

export async function postAttendance(rest: RestClient, body: JoinBody): Promise<LiveClassAttendanceModel> {
  return decodeAttendance(await rest.post(ATTENDANCE_PATH, { body }), 'events/live-class');
}

export async function patchAttendance(
  rest: RestClient,
  attendanceId: number,
  body: { cameraOn: boolean; cameraOnDurationSeconds: number },
): Promise<LiveClassAttendanceModel> {
  return decodeAttendance(
    await rest.request('PATCH', `${ATTENDANCE_PATH}/${attendanceId}`, { body }),
    'events/live-class',
  );
}

export async function postChannel(
  rest: RestClient,
  liveClassId: number,
): Promise<{ channelId: string; playbackUrl: string }> {
  const content = object(await rest.post(`${CHANNEL_PATH}/${liveClassId}`), 'livestream/channel');
  return {
    channelId: requiredStr(content.channelId, 'livestream/channel.channelId'),
    playbackUrl: requiredStr(content.playbackUrl, 'livestream/channel.playbackUrl'),
  };
}

export async function postBroadcast(
  rest: RestClient,
  liveClassId: number,
  streamId: string | null,
): Promise<BroadcastModel> {
  const body = { ...(streamId === null ? {} : { streamId }), subFolder: `instructor_streams/${liveClassId}` };
  return decodeBroadcast(await rest.post(BROADCAST_CREATE_PATH, { body }), 'broadcasts/create');
}

/** A booking the member cancelled: which booking, and of which class. */
export interface CancelledBooking {
  bookingId: number;
  liveClassId: number;
}

export async function deleteBooking(rest: RestClient, bookingId: number): Promise<CancelledBooking> {
  const what = 'liveclass/purchased.cancelled';
  const cancelled = object(
    object(await rest.request('DELETE', `${PURCHASED_PATH}/${bookingId}`), 'liveclass/purchased').cancelled,
    what,
  );
  return {
    bookingId: positiveInt(cancelled.bookingId, `${what}.bookingId`),
    liveClassId: positiveInt(cancelled.liveClassId, `${what}.liveClassId`),
  };
}

export async function deleteBroadcast(rest: RestClient, streamId: string): Promise<string> {
  const content = object(
    await rest.request('DELETE', `${BROADCASTS_PATH}/${encodeURIComponent(streamId)}`),
    'broadcasts',
  );
  return requiredStr(content.streamId, 'broadcasts.streamId');
}

/** POST /api/liveclass/friends-booked takes at most 100 class ids. */
export const MAX_FRIENDS_BOOKED_IDS = 100;
export const FRIENDS_BOOKED_PATH = '/api/liveclass/friends-booked';

export function invitePath(liveClassId: number): string {
  return `/api/liveclass/${liveClassId}/invite`;
}

/**
 * POST /api/liveclass/friends-booked: for each class, the viewer's friends who booked it. A read
 * sent as POST (the ids are a body), so it is never retried; a class the answer leaves out has none.
 */
export async function fetchFriendsBooked(
  rest: RestClient,
  liveClassIds: readonly number[],
): Promise<Map<number, MemberModel[]>> {
  const what = 'liveclass/friends-booked';
  const content = object(await rest.post(FRIENDS_BOOKED_PATH, { body: { liveClassIds } }), what);
  const found = new Map<number, MemberModel[]>();
  array(content.classes, `${what}.classes`).forEach((entry, index) => {
    const raw = object(entry, `${what}.classes[${index}]`);
    found.set(
      positiveInt(raw.liveClassId, `${what}.classes[${index}].liveClassId`),
      array(raw.friends, `${what}.classes[${index}].friends`).map((friend, at) =>
        decodeMember(friend, `${what}.classes[${index}].friends[${at}]`),
      ),
    );
  });
  return found;
}

/** POST /api/liveclass/{id}/invite: the friend invited (the message itself reaches both through the event stream). */
export async function postInvitation(
  rest: RestClient,
  liveClassId: number,
  friendId: number,
): Promise<MemberModel> {
  const what = 'liveclass/invite';
  const content = object(await rest.post(invitePath(liveClassId), { body: { friendId } }), what);
  return decodeMember(content.friend, `${what}.friend`);
}
