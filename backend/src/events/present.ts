/** An events row as the stream reads it. */
export interface EventRow {
  id: string;
  type: string;
  occurred_at: Date | string;
  subject_kind: string;
  subject_id: string;
  audience_user_ids: number[] | null;
  payload: Record<string, unknown>;
}

/** The JSON in an SSE message's `data:` line. */
export interface ApiEvent {
  id: number;
  type: string;
  occurredAt: string;
  subject: { kind: string; id: string };
  audienceUserIds: number[] | null;
  payload: Record<string, unknown>;
}

export function toApiEvent(row: EventRow): ApiEvent {
  return {
    id: Number(row.id),
    type: row.type,
    occurredAt: new Date(row.occurred_at).toISOString(),
    subject: { kind: row.subject_kind, id: row.subject_id },
    audienceUserIds: row.audience_user_ids === null ? null : row.audience_user_ids.map(Number),
    payload: row.payload,
  };
}

/** One server-sent event: `id`, `event` and a single-line JSON `data`. */
export function sseMessage(event: ApiEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}
