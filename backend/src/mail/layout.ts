import type { MailAttachment, MailMessage } from './mailer.js';

/**
 * The one look of every e-mail: a small, table-based HTML body with inline styles (what mail
 * clients render), headed by the brand's name and closed by a footer line, and a plain-text part
 * with the same content. Nothing is fetched: no images, fonts or styles from elsewhere.
 *
 * A message is a list of blocks:
 *
 *   renderMail({
 *     brand,
 *     greeting: `Hi ${user.firstName},`,
 *     blocks: [
 *       paragraph('Your plan is paused.'),
 *       facts([['Paused on', 'March 1st, 2030']]),
 *       button('Resume your plan', `${brand.siteUrl}/account`),
 *       paragraph('Questions? Reply to this e-mail, or see ', link('your account', url), '.'),
 *     ],
 *   });
 *
 * Every piece of text is escaped in the HTML, and a link is only ever http(s) or mailto.
 */

/** Whose name a message carries: StreamFit's, or a white-label studio's. */
export interface Brand {
  name: string;
  /** Set for a white-label studio: its name becomes the sender's display name. */
  studioName?: string;
  siteUrl: string;
}

/** Words that lead somewhere. */
export interface MailLink {
  readonly text: string;
  readonly url: string;
}

/** A piece of a paragraph: words, or a link. */
export type Inline = string | MailLink;

export type MailBlock =
  | { readonly kind: 'paragraph'; readonly parts: readonly Inline[] }
  /** The message's main action, drawn as a button. */
  | { readonly kind: 'button'; readonly label: string; readonly url: string }
  /** Labelled values, one per line (a receipt, a class's date and time). */
  | { readonly kind: 'facts'; readonly rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** Small print under the rest. */
  | { readonly kind: 'note'; readonly parts: readonly Inline[] };

export const link = (text: string, url: string): MailLink => ({ text, url });
export const paragraph = (...parts: Inline[]): MailBlock => ({ kind: 'paragraph', parts });
export const button = (label: string, url: string): MailBlock => ({ kind: 'button', label, url });
export const facts = (rows: ReadonlyArray<readonly [string, string]>): MailBlock => ({ kind: 'facts', rows });
export const note = (...parts: Inline[]): MailBlock => ({ kind: 'note', parts });

export interface MailDocument {
  brand: Pick<Brand, 'name' | 'siteUrl'>;
  /** The HTML document's title (the subject, usually). */
  title?: string;
  /** The line mail clients show beside the subject in the inbox. */
  preview?: string;
  /** `Hi Ada,` */
  greeting?: string;
  blocks: readonly MailBlock[];
  /** Default: `The <brand> team`. */
  signature?: string;
  /** Default: that the mail is about the reader's account with the brand. */
  footer?: string;
}

/** Text safe inside HTML elements and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Only these lead anywhere from a mail: anything else is shown as words, never as a link. */
function safeUrl(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const { protocol } = new URL(url);
  return protocol === 'https:' || protocol === 'http:' || protocol === 'mailto:' ? url : undefined;
}

// The palette: dark text on white, white on the header and the button, each above WCAG AA contrast.
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const INK = '#1d2530';
const MUTED = '#4f5b68';
const ACTION = '#0b5cad';
const PAGE = '#f1f3f6';
const RULE = '#dfe3e8';

function inlineText(parts: readonly Inline[]): string {
  return parts
    .map((part) =>
      typeof part === 'string' ? part : part.text === part.url ? part.url : `${part.text} (${part.url})`,
    )
    .join('');
}

function inlineHtml(parts: readonly Inline[]): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return escapeHtml(part);
      const href = safeUrl(part.url);
      if (href === undefined) return escapeHtml(inlineText([part]));
      return `<a href="${escapeHtml(href)}" style="color:${ACTION};text-decoration:underline;">${escapeHtml(part.text)}</a>`;
    })
    .join('');
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return inlineText(block.parts);
    case 'button':
      return `${block.label}:\n    ${block.url}`;
    case 'facts':
      return block.rows.map(([label, value]) => `    ${label}: ${value}`).join('\n');
  }
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${inlineHtml(block.parts)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:${MUTED};">${inlineHtml(block.parts)}</p>`;
    case 'button': {
      const href = safeUrl(block.url);
      if (href === undefined) return `<p style="margin:0 0 16px;">${escapeHtml(blockText(block))}</p>`;
      return [
        '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 20px;">',
        `<tr><td style="border-radius:6px;background-color:${ACTION};">`,
        `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;${FONT}font-size:16px;font-weight:bold;line-height:20px;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(block.label)}</a>`,
        '</td></tr></table>',
      ].join('');
    }
    case 'facts':
      return [
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-left:3px solid ${RULE};">`,
        ...block.rows.map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 12px;${FONT}font-size:14px;line-height:20px;color:${MUTED};vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</td>` +
            `<td style="padding:4px 0;${FONT}font-size:15px;line-height:20px;color:${INK};vertical-align:top;">${escapeHtml(value)}</td></tr>`,
        ),
        '</table>',
      ].join('');
  }
}

function defaultFooter(brand: Pick<Brand, 'name'>): string {
  return `You are receiving this e-mail because of your ${brand.name} account.`;
}

/** The plain-text and HTML parts of one message, with the same content. */
export function renderMail(doc: MailDocument): { text: string; html: string } {
  const signature = doc.signature ?? `The ${doc.brand.name} team`;
  const footer = doc.footer ?? defaultFooter(doc.brand);
  const text = [
    ...(doc.greeting !== undefined ? [doc.greeting] : []),
    ...doc.blocks.map(blockText),
    signature,
    `--\n${footer}\n${doc.brand.siteUrl}`,
  ].join('\n\n');

  const site = safeUrl(doc.brand.siteUrl);
  const siteLink =
    site === undefined
      ? escapeHtml(doc.brand.siteUrl)
      : `<a href="${escapeHtml(site)}" style="color:${MUTED};text-decoration:underline;">${escapeHtml(doc.brand.siteUrl)}</a>`;
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(doc.title ?? doc.brand.name)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:${PAGE};">`,
    ...(doc.preview !== undefined
      ? [
          `<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:${PAGE};">${escapeHtml(doc.preview)}</div>`,
        ]
      : []),
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${PAGE};">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border:1px solid #dfe3e8;border-radius:8px;border-collapse:separate;">',
    `<tr><td style="padding:20px 32px;background-color:${INK};border-radius:8px 8px 0 0;${FONT}font-size:22px;line-height:28px;font-weight:bold;color:#ffffff;">${escapeHtml(doc.brand.name)}</td></tr>`,
    `<tr><td style="padding:28px 32px 12px;${FONT}font-size:16px;line-height:24px;color:${INK};">`,
    ...(doc.greeting !== undefined ? [`<p style="margin:0 0 16px;">${escapeHtml(doc.greeting)}</p>`] : []),
    ...doc.blocks.map(blockHtml),
    `<p style="margin:0 0 16px;">${escapeHtml(signature)}</p>`,
    '</td></tr>',
    `<tr><td style="padding:16px 32px 24px;border-top:1px solid ${RULE};${FONT}font-size:12px;line-height:18px;color:${MUTED};">${escapeHtml(footer)}<br>${siteLink}</td></tr>`,
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n');
  return { text, html };
}

/** Who a message goes to and what it is about; the brand signs it and names the sender for a studio. */
export interface MailEnvelope {
  to: string;
  /** The account the message is about; null for a newsletter subscriber without one. */
  userId: number | null;
  brand: Brand;
  subject: string;
  attachments?: MailAttachment[];
}

/** A whole message in the shared layout: the envelope plus the document's text and HTML parts. */
export function layoutMessage(
  envelope: MailEnvelope,
  doc: Omit<MailDocument, 'brand' | 'title'>,
): MailMessage {
  const { text, html } = renderMail({ ...doc, brand: envelope.brand, title: envelope.subject });
  return {
    to: envelope.to,
    userId: envelope.userId,
    ...(envelope.brand.studioName ? { senderName: envelope.brand.studioName } : {}),
    subject: envelope.subject,
    text,
    html,
    ...(envelope.attachments !== undefined && envelope.attachments.length > 0
      ? { attachments: envelope.attachments }
      : {}),
  };
}
