// The backend's domain events as the gateway receives them from
// `GET {BACKEND_URL}/api/events/stream`: one SSE message per event, `id:` the event's integer id,
// `event:` its type and `data:` the JSON below.

/** Live class events are public (audienceUserIds null). */
export type LiveClassEventType = 'liveclass.created' | 'liveclass.changed' | 'liveclass.cancelled';

/** Known types; the backend may add more (friend requests, workouts, broadcasts), so any string is accepted. */
export type DomainEventType = LiveClassEventType | (string & {});

export interface EventSubject {
  /** What changed, e.g. `liveclass`. */
  kind: string;
  /** Its REST id. */
  id: number | string;
}

export interface DomainEvent<Payload = unknown> {
  /** Increasing, unique per backend database; the SSE `id:` and the resume cursor. */
  readonly id: number;
  readonly type: DomainEventType;
  /** ISO date-time of the change. */
  readonly occurredAt: string;
  readonly subject: Readonly<EventSubject>;
  /**
   * Who may see the event: null = everyone (public), else exactly these user ids (private, e.g. a
   * friend request). An empty list is visible to nobody.
   */
  readonly audienceUserIds: readonly number[] | null;
  readonly payload: Payload;
}

/** What /healthz shows about the stream. */
export interface EventStreamHealth {
  state: 'idle' | 'connecting' | 'connected' | 'backoff' | 'stopped';
  connected: boolean;
  /** The id of the last event delivered (the Last-Event-ID sent on reconnect); null before the first. */
  lastEventId: number | null;
  /** Connections opened after the first one (any reason: drop, stall, error). */
  reconnects: number;
  /** Events handed to listeners since start. */
  delivered: number;
  /** Events dropped because their id was not above the last delivered one. */
  duplicatesDropped: number;
  /** Why the last connection attempt or connection ended; null while none has failed. */
  lastError: string | null;
  /** ISO time the current connection opened; null when not connected. */
  connectedSince: string | null;
}

/**
 * The types documented as public: a missing audience is read as public only for these. A member's
 * own event (`liveclass.booked`) without its audience must never reach everyone.
 */
const PUBLIC_WHEN_MISSING: ReadonlySet<string> = new Set([
  'liveclass.created',
  'liveclass.changed',
  'liveclass.cancelled',
  'broadcast.started',
  'broadcast.ended',
]);

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** A positive integer written in decimal (the SSE `id:` field), else null. */
export function parseEventId(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^\d{1,16}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return isPositiveInteger(value) ? value : null;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value as Record<string, unknown>)) deepFreeze(inner);
  }
  return value;
}

/**
 * Reads one SSE message into a DomainEvent. The SSE `id:` wins over the JSON's `id` (it is what the
 * stream resumes by); `event:` fills a missing JSON `type`. Returns a reason string when the
 * message is not a usable event. The result is deeply frozen: one object is shared by every
 * subscriber of the process, so none may change what the others see.
 */
export function decodeDomainEvent(
  sseId: string | null,
  sseType: string,
  data: string,
): { ok: true; event: DomainEvent } | { ok: false; reason: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'data is not JSON' };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return { ok: false, reason: 'data is not an object' };
  const body = parsed as Record<string, unknown>;

  const id = parseEventId(sseId) ?? (isPositiveInteger(body.id) ? body.id : null);
  if (id === null) return { ok: false, reason: 'no integer id' };

  const type =
    typeof body.type === 'string' && body.type !== '' ? body.type : sseType !== 'message' ? sseType : null;
  if (type === null) return { ok: false, reason: 'no type' };

  const subject = body.subject as Record<string, unknown> | null | undefined;
  if (
    !subject ||
    typeof subject !== 'object' ||
    typeof subject.kind !== 'string' ||
    (typeof subject.id !== 'number' && typeof subject.id !== 'string')
  ) {
    return { ok: false, reason: 'no subject' };
  }

  const audience = body.audienceUserIds;
  let audienceUserIds: number[] | null;
  if (audience === null || audience === undefined) {
    // Missing is read as public only for the documented public types; anything else with no
    // audience is treated as visible to nobody rather than leaked to everyone.
    audienceUserIds = audience === null || PUBLIC_WHEN_MISSING.has(type) ? null : [];
  } else if (Array.isArray(audience) && audience.every((user) => isPositiveInteger(user))) {
    audienceUserIds = audience as number[];
  } else {
    return { ok: false, reason: 'bad audienceUserIds' };
  }

  const event: DomainEvent = {
    id,
    type,
    occurredAt: typeof body.occurredAt === 'string' ? body.occurredAt : '',
    subject: { kind: subject.kind, id: subject.id },
    audienceUserIds,
    payload: body.payload ?? null,
  };
  return { ok: true, event: deepFreeze(event) };
}
