import type { FastifyInstance } from 'fastify';
import { json, type Envelope } from './app.js';

/** The outbox as GET /api/dev/outbox lists it, and what every e-mail must look like. */

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutboxMail {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: OutboxAttachment[];
  sentAt: string;
}

/** Every e-mail to `email`, oldest first. */
export async function mailsTo(app: FastifyInstance, email: string): Promise<OutboxMail[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  if (response.statusCode !== 200) throw new Error(`outbox: ${response.statusCode} ${response.body}`);
  return json<Envelope<OutboxMail[]>>(response).content.reverse();
}

/** The one e-mail to `email` whose subject matches; fails when there is none or more than one. */
export async function theMail(app: FastifyInstance, email: string, subject: RegExp): Promise<OutboxMail> {
  const found = (await mailsTo(app, email)).filter((mail) => subject.test(mail.subject));
  if (found.length !== 1)
    throw new Error(`expected one mail to ${email} matching ${subject}, found ${found.length}`);
  return found[0]!;
}

/** Nothing in an e-mail's HTML may load anything from elsewhere. */
export function expectNothingFetched(html: string): void {
  expect(html).not.toMatch(/<img|<link|<script|<iframe|<object|<embed|<style|@import|url\(|\ssrc=/i);
}

/**
 * The shared layout, signed by `brand` and linking only to `siteUrl`: a text part and an HTML part,
 * the brand as the header, the footer line, nothing fetched, no other brand's name anywhere.
 */
export function expectBrandedMail(mail: OutboxMail, brand: { name: string; siteUrl: string }): void {
  expect(mail.html).not.toBeNull();
  const html = mail.html ?? '';
  expect(html).toMatch(/^<!doctype html>/);
  expect(html).toContain('role="presentation"');
  expect(html).toMatch(new RegExp(`<td style="[^"]*">${escapeForRegExp(escapeHtml(brand.name))}</td>`));
  expect(html).toContain(`You are receiving this e-mail because of your ${escapeHtml(brand.name)} account.`);
  expect(mail.text).toContain(`The ${brand.name} team`);
  expectNothingFetched(html);
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&#38;/g, '&'));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href.startsWith(brand.siteUrl)).toBe(true);
  const textLinks = mail.text.match(/https?:\/\/[^\s)]+/g) ?? [];
  for (const url of textLinks) expect(url.startsWith(brand.siteUrl)).toBe(true);
  if (brand.name !== 'StreamFit') {
    expect(mail.text).not.toContain('StreamFit');
    expect(html).not.toContain('StreamFit');
    expect(mail.from).toContain(`"${brand.name.replace(/["\\\r\n]/g, '')}"`);
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
