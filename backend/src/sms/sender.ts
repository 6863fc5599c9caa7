import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.js';

export interface TextMessage {
  /** An E.164 number, `+` and 7–15 digits. */
  to: string;
  text: string;
  /** The account the message is about, if any. */
  userId?: number | null;
}

/** A text message as recorded in outbox_text_messages. */
export interface OutboxTextMessage {
  id: number;
  to: string;
  text: string;
  sentAt: Date;
}

/**
 * Sends the backend's text messages the way the mailer sends e-mail: `enqueue` records the message
 * inside the caller's transaction (it exists if and only if the change it reports was committed);
 * `deliver`, after the commit, hands it on and never throws. A real SMS provider implements this
 * interface; the default keeps every message in the outbox for developers to read.
 */
export interface TextMessageSender {
  readonly transport: 'outbox';
  enqueue(tx: Queryable, message: TextMessage, now: Date): Promise<OutboxTextMessage>;
  deliver(message: OutboxTextMessage): Promise<void>;
  close(): Promise<void>;
}

export interface OutboxTextMessageSenderOptions {
  /** Folder for `<timestamp>-<id>.txt` copies; none are written when absent. */
  outboxDir?: string | undefined;
  log: FastifyBaseLogger;
}

/** The default: records every message, and a developer reads them in the folder or at /api/dev/text-outbox. */
export class OutboxTextMessageSender implements TextMessageSender {
  readonly transport = 'outbox' as const;

  constructor(private readonly options: OutboxTextMessageSenderOptions) {}

  async enqueue(tx: Queryable, message: TextMessage, now: Date): Promise<OutboxTextMessage> {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO outbox_text_messages (to_number, text_body, user_id, created_at)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [message.to, message.text, message.userId ?? null, now],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('Recording a text message returned no id');
    return { id, to: message.to, text: message.text, sentAt: now };
  }

  async deliver(message: OutboxTextMessage): Promise<void> {
    const dir = this.options.outboxDir;
    if (dir === undefined) return;
    try {
      await mkdir(dir, { recursive: true });
      const stamp = message.sentAt.toISOString().replace(/[:.]/g, '-');
      await writeFile(join(dir, `${stamp}-${message.id}.txt`), `To: ${message.to}\n\n${message.text}\n`);
    } catch (error) {
      this.options.log.error(
        { err: error, textMessageId: message.id },
        'could not write the text outbox file',
      );
    }
  }

  async close(): Promise<void> {}
}

/** The newest recorded text messages, for GET /api/dev/text-outbox. */
export async function listTextOutbox(
  db: Queryable,
  options: { to?: string; limit: number },
): Promise<OutboxTextMessage[]> {
  const rows = await db.query<{
    id: number;
    to_number: string;
    text_body: string;
    created_at: Date | string;
  }>(
    `SELECT id, to_number, text_body, created_at FROM outbox_text_messages
     WHERE $1::text IS NULL OR to_number = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [options.to ?? null, options.limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_number,
    text: row.text_body,
    sentAt: new Date(row.created_at),
  }));
}
