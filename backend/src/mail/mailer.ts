import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Queryable } from '../db/database.js';
import { DEFAULT_MAIL_FROM } from './from.js';

/** A file sent with a message (a calendar invitation); its text is kept as written. */
export interface MailAttachment {
  filename: string;
  /** The full MIME type, parameters included: `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to the text (the same content), when the message has one. */
  html?: string;
  /** The account the message is about, if any. */
  userId?: number | null;
  /** Display name instead of MAIL_FROM's, e.g. a white-label studio's name. */
  senderName?: string;
  attachments?: MailAttachment[];
}

/** A message as recorded in outbox_emails. */
export interface OutboxEmail {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  sentAt: Date;
}

/**
 * Sends the backend's e-mail in two steps, so mail and data never disagree: `enqueue` records the
 * message inside the caller's transaction (it exists if and only if the change it reports was
 * committed); `deliver`, after the commit, hands it on and never throws: a failing transport is
 * logged, the request that caused the mail still succeeds.
 */
export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  /** MAIL_FROM's address: a calendar invitation names it as the event's organiser, so replies reach us. */
  readonly senderAddress: string;
  enqueue(tx: Queryable, message: MailMessage, now: Date): Promise<OutboxEmail>;
  deliver(email: OutboxEmail): Promise<void>;
  /** Waits for deliveries still under way (the app's onClose). */
  close(): Promise<void>;
}

/** `Name <address>` or a bare address → its parts. */
export function parseAddress(value: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(value);
  if (match?.[2]) return { name: (match[1] ?? '').replace(/^"|"$/g, ''), address: match[2] };
  return { name: '', address: value.trim() };
}

function formatAddress(name: string, address: string): string {
  // Quoted, so a studio name with a comma or dot stays one display name.
  return name ? `"${name.replace(/["\\\r\n]/g, '')}" <${address}>` : address;
}

/** Builds the RFC 5322 text of a message (what an .eml file holds) without sending anything. */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** What nodemailer sends for a recorded message: the text, the HTML alternative and the attachments. */
function mailOptions(email: OutboxEmail): nodemailer.SendMailOptions {
  return {
    from: email.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    ...(email.html !== null ? { html: email.html } : {}),
    ...(email.attachments.length > 0
      ? {
          attachments: email.attachments.map((attachment) => ({
            filename: attachment.filename,
            content: attachment.content,
            contentType: attachment.contentType,
          })),
        }
      : {}),
    date: email.sentAt,
  };
}

async function toEml(email: OutboxEmail): Promise<Buffer> {
  const info = await composer.sendMail({
    ...mailOptions(email),
    messageId: `<outbox-${email.id}-${email.sentAt.getTime()}@streamfit.local>`,
  });
  // streamTransport with buffer: true hands back the whole message as a Buffer.
  return info.message as Buffer;
}

export interface OutboxMailerOptions {
  /** Folder for `<timestamp>-<id>.eml` copies; none are written when absent. */
  outboxDir?: string | undefined;
  from?: string | undefined;
  log: FastifyBaseLogger;
}

/** The default: records every message, and a developer reads them in the folder or at /api/dev/outbox. */
export class OutboxMailer implements Mailer {
  readonly transport: 'outbox' | 'smtp' = 'outbox';
  protected readonly from: { name: string; address: string };

  constructor(protected readonly options: OutboxMailerOptions) {
    this.from = parseAddress(options.from ?? DEFAULT_MAIL_FROM);
  }

  get senderAddress(): string {
    return this.from.address;
  }

  async enqueue(tx: Queryable, message: MailMessage, now: Date): Promise<OutboxEmail> {
    const from = formatAddress(message.senderName ?? this.from.name, this.from.address);
    const attachments = message.attachments ?? [];
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO outbox_emails (to_address, from_address, subject, text_body, html_body, user_id, created_at, attachments)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) RETURNING id`,
      [
        message.to,
        from,
        message.subject,
        message.text,
        message.html ?? null,
        message.userId ?? null,
        now,
        JSON.stringify(attachments),
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('Recording an e-mail returned no id');
    return {
      id,
      to: message.to,
      from,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments,
      sentAt: now,
    };
  }

  async deliver(email: OutboxEmail): Promise<void> {
    const dir = this.options.outboxDir;
    if (dir === undefined) return;
    try {
      await mkdir(dir, { recursive: true });
      const stamp = email.sentAt.toISOString().replace(/[:.]/g, '-');
      await writeFile(join(dir, `${stamp}-${email.id}.eml`), await toEml(email));
    } catch (error) {
      this.options.log.error({ err: error, emailId: email.id }, 'could not write the outbox file');
    }
  }

  async close(): Promise<void> {}
}

/**
 * SMTP_URL set: records and writes the outbox like OutboxMailer, then sends by SMTP in the
 * background, so a slow or failing mail server never holds up or fails a request.
 */
export class SmtpMailer extends OutboxMailer {
  override readonly transport = 'smtp' as const;
  private readonly smtp: nodemailer.Transporter;
  private readonly pending = new Set<Promise<void>>();

  constructor(smtpUrl: string, options: OutboxMailerOptions) {
    super(options);
    this.smtp = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  override async deliver(email: OutboxEmail): Promise<void> {
    await super.deliver(email);
    const sending = this.smtp
      .sendMail(mailOptions(email))
      .then(
        () => this.options.log.info({ emailId: email.id }, 'e-mail sent by SMTP'),
        (error: unknown) => this.options.log.error({ err: error, emailId: email.id }, 'SMTP delivery failed'),
      )
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  override async close(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    this.smtp.close();
  }
}

export interface MailerConfig extends OutboxMailerOptions {
  smtpUrl?: string | undefined;
}

export function createMailer(config: MailerConfig): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config) : new OutboxMailer(config);
}

/** The newest recorded e-mails, for GET /api/dev/outbox. */
export async function listOutbox(
  db: Queryable,
  options: { to?: string; limit: number },
): Promise<OutboxEmail[]> {
  const rows = await db.query<{
    id: number;
    to_address: string;
    from_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    attachments: MailAttachment[];
    created_at: Date | string;
  }>(
    `SELECT id, to_address, from_address, subject, text_body, html_body, attachments, created_at FROM outbox_emails
     WHERE $1::text IS NULL OR to_address = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [options.to ?? null, options.limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    attachments: row.attachments,
    sentAt: new Date(row.created_at),
  }));
}
