// The live-class part of the fake REST backend (backend/API.md "Live classes"): the
// public schedule, classes by id, bookings, per-class payment, attendance, channels, broadcasts and
// the workout rows bookings add (fake-workouts.ts serves the calendar), in memory, with the contract's statuses, codes and messages. Tests add the
// classes they need with `addClass`; `onEvent` receives the `liveclass.booked` events a real backend
// would write (tests forward them to a FakeEventStream).
import type { FakeAccounts, FakeAnswer, FakeUser } from './fake-accounts.js';
import type { WebStudioFixture } from './fixtures.js';

export interface FakeLiveClass {
  id: number;
  studioId: number;
  title: string;
  description: string;
  instructor: string;
  price: number;
  scheduledDatetime: string;
  minutesDuration: number;
  studioLogo: string;
  isOnJetsweat: 1 | 0;
  cancelledAt: string | null;
  timeZone: string;
}

export interface FakeBooking {
  id: number;
  userId: number;
  liveClassId: number;
  bookedAt: string;
  source: 'subscription' | 'payment' | 'promo';
  amount: number;
  promoCode: string | null;
  /** Cents given back to the card; null when nothing was. */
  refundedAmount: number | null;
  refundedAt: string | null;
}

interface FakeIntent {
  id: string;
  userId: number;
  liveClassId: number;
  studioId: number;
  amount: number;
  listAmount: number;
  coupon: string | null;
  bookingId: number | null;
}

interface FakeAttendance {
  attendanceId: number;
  userId: number;
  liveClassId: number;
  joinedAt: string;
  leftAt: string | null;
  cameraOn: boolean | null;
  cameraOnDurationSeconds: number | null;
}

/** A workout row (fake-workouts.ts serves the calendar's routes from these). */
export interface FakeWorkout {
  id: number;
  userId: number;
  when: string;
  status: 'scheduled' | 'completed' | 'skipped';
  /** The zone the member planned it in; null for a booked class and a viewing's workout. */
  timeZone: string | null;
  videoId: number | null;
  liveClassId: number | null;
  revision: number;
  updatedAt: string;
}

export interface FakeLiveEvent {
  type: string;
  subject: { kind: string; id: string };
  audienceUserIds: number[] | null;
  payload: unknown;
}

const ok = (content: unknown, status = 200): FakeAnswer => ({ status, body: { status: true, content } });
const fail = (status: number, content: string, code?: string): FakeAnswer => ({
  status,
  body: { status: false, content, ...(code ? { code } : {}) },
});

/** Promo codes the fake knows: percent off. */
const COUPONS: Readonly<Record<string, number>> = { HALF: 50, FREE100: 100 };
export const DECLINED_TOKEN = 'tok_declined';
export const BAD_TOKEN = 'tok_bad';
const HOUR = 60 * 60 * 1000;

export class FakeLive {
  classes: FakeLiveClass[] = [];
  bookings: FakeBooking[] = [];
  readonly intents = new Map<string, FakeIntent>();
  attendances: FakeAttendance[] = [];
  broadcasts: {
    streamId: string;
    liveClassId: number;
    createdAt: string;
    createdByUserId: number;
    ended: boolean;
  }[] = [];
  workouts: FakeWorkout[] = [];
  charges: { userId: number; amount: number; token: string }[] = [];
  /** Events the real backend would record (liveclass.booked). */
  onEvent: ((event: FakeLiveEvent) => void) | null = null;
  private nextId = 1;

  constructor(
    private readonly accounts: FakeAccounts,
    private readonly studios: () => WebStudioFixture[],
  ) {}

  reset(): void {
    this.classes = [];
    this.bookings = [];
    this.intents.clear();
    this.attendances = [];
    this.broadcasts = [];
    this.workouts = [];
    this.charges = [];
    this.onEvent = null;
    this.nextId = 1;
  }

  /** A class starting `startsInMinutes` from now (default: in two hours) at studio 1. */
  addClass(overrides: Partial<FakeLiveClass> & { startsInMinutes?: number } = {}): FakeLiveClass {
    const { startsInMinutes = 120, ...rest } = overrides;
    const id = rest.id ?? 500 + this.nextId++;
    const studioId = rest.studioId ?? 1;
    const slug = this.studios().find((studio) => studio.id === studioId)?.slug ?? 'unknown';
    const liveClass: FakeLiveClass = {
      id,
      studioId,
      title: `Class ${id}`,
      description: '',
      instructor: 'Ana Ruiz',
      price: 12,
      scheduledDatetime: new Date(Date.now() + startsInMinutes * 60_000).toISOString(),
      minutesDuration: 45,
      studioLogo: `/media/studios/${slug}/logo.svg`,
      isOnJetsweat: 1,
      cancelledAt: null,
      timeZone: 'America/New_York',
      ...rest,
    };
    this.classes.push(liveClass);
    return liveClass;
  }

  /** A booking made outside the gateway (as another device would). */
  addBooking(
    user: FakeUser,
    liveClass: FakeLiveClass,
    source: FakeBooking['source'] = 'subscription',
    amount = 0,
  ): FakeBooking {
    return this.book(user, liveClass, source, amount, null);
  }

  /** The studio cancels a class, as the backend's notices leave it: each paid booking refunded in full. */
  cancelByStudio(liveClass: FakeLiveClass, at: string = new Date().toISOString()): void {
    liveClass.cancelledAt = at;
    for (const booking of this.bookings) {
      if (booking.liveClassId !== liveClass.id || booking.amount === 0) continue;
      booking.refundedAmount = booking.amount;
      booking.refundedAt = at;
    }
  }

  view(booking: FakeBooking): Record<string, unknown> {
    const { userId: _userId, ...rest } = booking;
    return { ...rest, liveClass: this.classes.find((liveClass) => liveClass.id === booking.liveClassId) };
  }

  private endsAt(liveClass: FakeLiveClass): number {
    return Date.parse(liveClass.scheduledDatetime) + liveClass.minutesDuration * 60_000;
  }

  private mayBookFree(user: FakeUser, liveClass: FakeLiveClass): boolean {
    if (user.userType === 'internal') return true;
    if (user.userType === 'instructor' && (user.instructorStudioIds ?? []).includes(liveClass.studioId))
      return true;
    const membership = user.subscription;
    return (
      membership.active &&
      !membership.isClassOnly &&
      (membership.studioId === null ||
        membership.studioId === undefined ||
        membership.studioId === liveClass.studioId)
    );
  }

  private mayWatch(user: FakeUser, liveClass: FakeLiveClass): boolean {
    return (
      this.mayBookFree(user, liveClass) ||
      this.bookings.some((booking) => booking.userId === user.id && booking.liveClassId === liveClass.id)
    );
  }

  /** The refusals shared by booking, payment, attendance: no class, cancelled, ended. */
  private classState(id: unknown): { liveClass: FakeLiveClass } | { answer: FakeAnswer } {
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
      return { answer: fail(400, 'liveClassId: must be a positive whole number') };
    const liveClass = this.classes.find((candidate) => candidate.id === id);
    if (!liveClass) return { answer: fail(404, 'liveClassId: no such live class') };
    if (liveClass.cancelledAt)
      return { answer: fail(409, 'This live class was cancelled.', 'class_cancelled') };
    if (this.endsAt(liveClass) <= Date.now())
      return { answer: fail(409, 'This live class has already ended.', 'class_ended') };
    return { liveClass };
  }

  private book(
    user: FakeUser,
    liveClass: FakeLiveClass,
    source: FakeBooking['source'],
    amount: number,
    promoCode: string | null,
  ): FakeBooking {
    const booking: FakeBooking = {
      id: this.nextId++,
      userId: user.id,
      liveClassId: liveClass.id,
      bookedAt: new Date().toISOString(),
      source,
      amount,
      promoCode,
      refundedAmount: null,
      refundedAt: null,
    };
    this.bookings.push(booking);
    this.workouts.push({
      id: this.nextId++,
      userId: user.id,
      when: liveClass.scheduledDatetime,
      status: 'scheduled',
      timeZone: null,
      videoId: null,
      liveClassId: liveClass.id,
      revision: 0,
      updatedAt: new Date().toISOString(),
    });
    this.onEvent?.({
      type: 'liveclass.booked',
      subject: { kind: 'liveclass', id: String(liveClass.id) },
      audienceUserIds: [user.id],
      payload: { booking: this.view(booking) },
    });
    return booking;
  }

  /** Answers a live-class route, or null when the path is not one. */
  handle(method: string, url: URL, body: unknown, authorization: string | undefined): FakeAnswer | null {
    const path = url.pathname;
    const json = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;

    if (method === 'GET' && path === '/api/liveclass/upcoming/public/all') {
      const studioParam = url.searchParams.get('studioId');
      const studioId = studioParam === null ? null : Number(studioParam);
      if (studioId !== null && (!Number.isSafeInteger(studioId) || studioId <= 0))
        return fail(400, 'studioId: must be a positive whole number');
      const mainSiteOnly = url.searchParams.get('mainSiteOnly');
      if (mainSiteOnly !== null && mainSiteOnly !== 'true' && mainSiteOnly !== 'false')
        return fail(400, 'mainSiteOnly: must be true or false');
      const now = Date.now();
      const listed = this.classes
        .filter(
          (liveClass) =>
            !liveClass.cancelledAt &&
            this.endsAt(liveClass) > now &&
            (studioId === null || liveClass.studioId === studioId) &&
            (mainSiteOnly !== 'true' || liveClass.isOnJetsweat === 1),
        )
        .sort((a, b) => Date.parse(a.scheduledDatetime) - Date.parse(b.scheduledDatetime) || a.id - b.id);
      const fromParam = url.searchParams.get('from');
      const toParam = url.searchParams.get('to');
      if (fromParam === null && toParam === null) return ok(listed);
      // The contract's range (API.md "A range of the schedule"): start times in [from, to), at most 35 days.
      const from = Date.parse(fromParam ?? '');
      const to = Date.parse(toParam ?? '');
      if (fromParam === null) return fail(400, 'from: is required with to');
      if (toParam === null) return fail(400, 'to: is required with from');
      if (Number.isNaN(from)) return fail(400, 'from: is not a real date and time');
      if (Number.isNaN(to)) return fail(400, 'to: is not a real date and time');
      if (to <= from) return fail(400, 'to: must be after from');
      if (to - from > 35 * 24 * HOUR) return fail(400, 'to: must be at most 35 days after from');
      const last = listed.at(-1);
      return ok({
        classes: listed.filter((liveClass) => {
          const start = Date.parse(liveClass.scheduledDatetime);
          return start >= from && start < to;
        }),
        publishedUntil: last ? new Date(Date.parse(last.scheduledDatetime)).toISOString() : null,
      });
    }
    if (method === 'GET' && path === '/api/liveclass/public') {
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      if (ids.length === 0 || ids.length > 100 || ids.some((id) => !Number.isSafeInteger(id) || id <= 0))
        return fail(400, 'ids: must be 1 to 100 positive whole numbers');
      return ok(this.classes.filter((liveClass) => ids.includes(liveClass.id)).sort((a, b) => a.id - b.id));
    }

    const routes = ['/api/liveclass/', '/api/events/live-class', '/api/livestream/', '/rest/v2/broadcasts'];
    if (!routes.some((prefix) => path.startsWith(prefix))) return null;
    const user = this.accounts.userFor(authorization);
    if (!user) return fail(401, 'Your session has ended. Please log in again.', 'unauthenticated');

    if (method === 'GET' && path === '/api/liveclass/purchased') {
      const now = Date.now();
      const purchased = this.bookings
        .filter((booking) => booking.userId === user.id)
        .map((booking) => this.view(booking))
        .filter((view) => {
          const start = Date.parse((view.liveClass as FakeLiveClass).scheduledDatetime);
          return start >= now - 24 * HOUR && start <= now + 366 * 24 * HOUR;
        })
        .sort(
          (a, b) =>
            Date.parse((a.liveClass as FakeLiveClass).scheduledDatetime) -
            Date.parse((b.liveClass as FakeLiveClass).scheduledDatetime),
        );
      return ok({ purchased });
    }
    if (method === 'GET' && path === '/api/liveclass/purchased/history') {
      const limit = Number(url.searchParams.get('limit') ?? '20');
      if (!Number.isSafeInteger(limit) || limit < 1 || limit > 100)
        return fail(400, 'limit: must be a whole number from 1 to 100');
      const after = url.searchParams.get('after');
      const now = Date.now();
      const cursorOf = (booking: FakeBooking, liveClass: FakeLiveClass) =>
        `${liveClass.scheduledDatetime}_${booking.id}`;
      const past = this.bookings
        .filter((booking) => booking.userId === user.id)
        .map((booking) => ({ booking, liveClass: this.classes.find((c) => c.id === booking.liveClassId)! }))
        .filter(({ liveClass }) => liveClass.cancelledAt !== null || this.endsAt(liveClass) <= now)
        .sort(
          (a, b) =>
            Date.parse(b.liveClass.scheduledDatetime) - Date.parse(a.liveClass.scheduledDatetime) ||
            b.booking.id - a.booking.id,
        );
      const start =
        after === null ? 0 : past.findIndex((row) => cursorOf(row.booking, row.liveClass) === after) + 1;
      if (after !== null && start === 0) return fail(400, 'after: is not a valid cursor');
      const page = past.slice(start, start + limit);
      const last = page[page.length - 1];
      return ok({
        bookings: page.map(({ booking, liveClass }) => ({
          ...this.view(booking),
          cursor: cursorOf(booking, liveClass),
        })),
        nextCursor: last && start + limit < past.length ? cursorOf(last.booking, last.liveClass) : null,
      });
    }
    const cancelling = /^\/api\/liveclass\/purchased\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && cancelling) {
      const bookingId = Number(cancelling[1]);
      if (!Number.isSafeInteger(bookingId) || bookingId <= 0)
        return fail(400, 'bookingId: must be a positive whole number');
      const booking = this.bookings.find(
        (candidate) => candidate.id === bookingId && candidate.userId === user.id,
      );
      if (!booking) return fail(404, 'bookingId: no such booking', 'not_found');
      const liveClass = this.classes.find((candidate) => candidate.id === booking.liveClassId);
      if (liveClass && Date.parse(liveClass.scheduledDatetime) <= Date.now())
        return fail(
          409,
          'This class has already started, so its booking can no longer be cancelled.',
          'class_started',
        );
      this.bookings = this.bookings.filter((candidate) => candidate !== booking);
      this.workouts = this.workouts.filter(
        (workout) => !(workout.userId === user.id && workout.liveClassId === booking.liveClassId),
      );
      return ok({ cancelled: { bookingId, liveClassId: booking.liveClassId } });
    }
    if (method === 'POST' && path === '/api/liveclass/upcoming') {
      const state = this.classState(json.liveClassId);
      if ('answer' in state) return state.answer;
      const { liveClass } = state;
      if (
        this.bookings.some((booking) => booking.userId === user.id && booking.liveClassId === liveClass.id)
      ) {
        return fail(409, 'You are already registered for this class.', 'already_booked');
      }
      if (!this.mayBookFree(user, liveClass))
        return fail(
          402,
          'Booking this class needs a subscription. You can pay for this class instead.',
          'payment_required',
        );
      return ok({ booking: this.view(this.book(user, liveClass, 'subscription', 0, null)) }, 201);
    }
    if (method === 'POST' && path === '/api/liveclass/upcoming/payment-intent')
      return this.paymentIntent(user, json);
    const confirmation = /^\/api\/liveclass\/upcoming\/(\d+)\/confirmation$/.exec(path);
    if (method === 'POST' && confirmation) return this.confirm(user, Number(confirmation[1]), json);

    if (method === 'POST' && path === '/api/events/live-class') {
      const liveClass = this.classes.find((candidate) => candidate.id === json.liveClassId);
      if (!liveClass) return fail(404, 'liveClassId: no such live class');
      if (liveClass.cancelledAt) return fail(409, 'This live class was cancelled.', 'class_cancelled');
      if (!this.mayWatch(user, liveClass))
        return fail(402, 'Book this class to watch it.', 'payment_required');
      if (Date.parse(liveClass.scheduledDatetime) - Date.now() > HOUR)
        return fail(409, 'This class opens 60 minutes before it starts.', 'class_not_live');
      if (this.endsAt(liveClass) <= Date.now())
        return fail(409, 'This live class has already ended.', 'class_ended');
      const attendance: FakeAttendance = {
        attendanceId: this.nextId++,
        userId: user.id,
        liveClassId: liveClass.id,
        joinedAt: new Date().toISOString(),
        leftAt: null,
        cameraOn: null,
        cameraOnDurationSeconds: null,
      };
      this.attendances.push(attendance);
      const { userId: _userId, ...shown } = attendance;
      return ok(shown, 201);
    }
    const leave = /^\/api\/events\/live-class\/(\d+)$/.exec(path);
    if (method === 'PATCH' && leave) {
      const attendance = this.attendances.find(
        (candidate) => candidate.attendanceId === Number(leave[1]) && candidate.userId === user.id,
      );
      if (!attendance) return fail(404, 'attendanceId: no such attendance');
      const seconds = json.cameraOnDurationSeconds;
      if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds) || seconds < 0)
        return fail(400, 'cameraOnDurationSeconds: must be a whole number from 0');
      if (seconds * 1000 > Date.now() - Date.parse(attendance.joinedAt) + 60_000)
        return fail(400, 'cameraOnDurationSeconds: is longer than the time since joining');
      Object.assign(attendance, {
        leftAt: new Date().toISOString(),
        cameraOn: json.cameraOn === true,
        cameraOnDurationSeconds: seconds,
      });
      const { userId: _userId, ...shown } = attendance;
      return ok(shown);
    }
    const channel = /^\/api\/livestream\/channel\/channelId\/(\d+)$/.exec(path);
    if (method === 'POST' && channel) {
      const liveClass = this.classes.find((candidate) => candidate.id === Number(channel[1]));
      if (!liveClass) return fail(404, 'id: no such live class');
      if (liveClass.cancelledAt) return fail(409, 'This live class was cancelled.', 'class_cancelled');
      if (!this.mayWatch(user, liveClass))
        return fail(402, 'Book this class to watch it.', 'payment_required');
      return ok({ channelId: `streamfit-live-${liveClass.id}`, playbackUrl: `/media/live/${liveClass.id}` });
    }
    if (method === 'POST' && path === '/rest/v2/broadcasts/create') return this.createBroadcast(user, json);
    const broadcast = /^\/rest\/v2\/broadcasts\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && broadcast) {
      const streamId = decodeURIComponent(broadcast[1] ?? '');
      const found = this.broadcasts.find((candidate) => candidate.streamId === streamId && !candidate.ended);
      if (!found) return fail(404, 'streamId: no such broadcast');
      const liveClass = this.classes.find((candidate) => candidate.id === found.liveClassId);
      if (!liveClass || !this.mayBroadcast(user, liveClass))
        return fail(403, "Only the class's instructors and studio staff can broadcast.");
      found.ended = true;
      return ok({ streamId });
    }
    return null;
  }

  private mayBroadcast(user: FakeUser, liveClass: FakeLiveClass): boolean {
    return (
      user.userType === 'internal' ||
      (user.userType === 'instructor' && (user.instructorStudioIds ?? []).includes(liveClass.studioId))
    );
  }

  private createBroadcast(user: FakeUser, json: Record<string, unknown>): FakeAnswer {
    const match = /^instructor_streams\/(\d+)$/.exec(String(json.subFolder ?? ''));
    if (!match) return fail(400, 'subFolder: must be instructor_streams/{liveClassId}');
    const streamId =
      json.streamId === undefined || json.streamId === '' ? `stream-${this.nextId++}` : json.streamId;
    if (typeof streamId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(streamId))
      return fail(400, 'streamId: use letters, digits, - and _ (at most 64)');
    const state = this.classState(Number(match[1]));
    if ('answer' in state) return state.answer;
    if (!this.mayBroadcast(user, state.liveClass))
      return fail(403, "Only the class's instructors and studio staff can broadcast.");
    if (this.broadcasts.some((candidate) => candidate.streamId === streamId && !candidate.ended)) {
      return fail(
        409,
        'Stream id is already being used. Please change stream id or keep it empty',
        'stream_id_in_use',
      );
    }
    const created = {
      streamId,
      liveClassId: state.liveClass.id,
      createdAt: new Date().toISOString(),
      createdByUserId: user.id,
      ended: false,
    };
    this.broadcasts.push(created);
    const { ended: _ended, ...shown } = created;
    return ok(shown, 201);
  }

  private paymentIntent(user: FakeUser, json: Record<string, unknown>): FakeAnswer {
    if (typeof json.amount !== 'number' || !Number.isSafeInteger(json.amount) || json.amount < 0)
      return fail(400, 'amount: must be a whole number of cents');
    const state = this.classState(json.liveClassId);
    if ('answer' in state) return state.answer;
    const { liveClass } = state;
    if (json.studioId !== liveClass.studioId) return fail(400, "studioId: does not match the class's studio");
    if (this.bookings.some((booking) => booking.userId === user.id && booking.liveClassId === liveClass.id)) {
      return fail(409, 'You are already registered for this class.', 'already_booked');
    }
    if (this.mayBookFree(user, liveClass))
      return fail(
        409,
        'This class is included in your subscription: book it without paying.',
        'already_included',
      );
    const listAmount = Math.round(liveClass.price * 100);
    let amount = listAmount;
    const coupon = typeof json.coupon === 'string' ? json.coupon.trim().toUpperCase() : null;
    if (coupon !== null) {
      const off = COUPONS[coupon];
      if (off === undefined) return fail(400, 'No such coupon', 'no_such_coupon');
      amount = Math.round((listAmount * (100 - off)) / 100);
    }
    if (json.amount !== amount)
      return fail(409, `amount: the price of this class is $${(amount / 100).toFixed(2)}`, 'amount_mismatch');
    const id = `pi_${this.nextId++}`;
    this.intents.set(id, {
      id,
      userId: user.id,
      liveClassId: liveClass.id,
      studioId: liveClass.studioId,
      amount,
      listAmount,
      coupon,
      bookingId: null,
    });
    return ok(
      { paymentIntentId: id, client_secret: `${id}_secret`, amount, listAmount, free: amount === 0 },
      201,
    );
  }

  private confirm(user: FakeUser, liveClassId: number, json: Record<string, unknown>): FakeAnswer {
    const intent =
      typeof json.paymentIntentId === 'string' ? this.intents.get(json.paymentIntentId) : undefined;
    if (!intent || intent.userId !== user.id) return fail(404, 'paymentIntentId: no such payment');
    if (intent.liveClassId !== liveClassId) return fail(400, 'liveClassId: does not match the payment');
    if (json.amount !== intent.amount) return fail(400, 'amount: does not match the payment');
    if (intent.bookingId !== null) {
      const done = this.bookings.find((booking) => booking.id === intent.bookingId);
      if (done) return ok({ booking: this.view(done) });
    }
    const state = this.classState(liveClassId);
    if ('answer' in state) return state.answer;
    const token = typeof json.token === 'string' ? json.token : null;
    if (intent.amount > 0) {
      if (token === null) return fail(400, 'token: is required');
      if (token === DECLINED_TOKEN) return fail(402, 'Your card was declined.', 'card_declined');
      if (token === BAD_TOKEN) return fail(400, 'token: is not a valid card token', 'invalid_card_token');
      this.charges.push({ userId: user.id, amount: intent.amount, token });
    }
    const booking = this.book(
      user,
      state.liveClass,
      intent.amount === 0 ? 'promo' : 'payment',
      intent.amount,
      intent.coupon,
    );
    intent.bookingId = booking.id;
    return ok({ booking: this.view(booking) });
  }
}
