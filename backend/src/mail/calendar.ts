import type { MailAttachment } from './mailer.js';

/**
 * Calendar invitations (iCalendar, RFC 5545) sent with mail, so a booked class lands in the member's
 * own calendar app and leaves it again when the booking is cancelled. One event per file, times in
 * UTC (every calendar shows them in its own zone), lines ending in CRLF and folded at 75 octets.
 */

/** PUBLISH adds or updates the event; CANCEL (same UID, a higher SEQUENCE) takes it away. */
export type CalendarMethod = 'PUBLISH' | 'CANCEL';

export interface CalendarPerson {
  name: string;
  address: string;
}

export interface CalendarEvent {
  /** Stable for the thing it describes, so a later file updates or cancels the same event. */
  uid: string;
  /** Raised by every change of the event (a cancellation follows the invitation). */
  sequence: number;
  start: Date;
  end: Date;
  /** When this version of the event was written. */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
  /** Who runs the event (calendar apps show it; a cancellation must name one). */
  organizer: CalendarPerson;
  /** The member, named on a cancellation (the person it takes the event away from). */
  attendee?: CalendarPerson;
}

/** The longest line in octets, line break excluded. */
export const ICS_LINE_OCTETS = 75;

// eslint-disable-next-line no-control-regex -- dropping control characters is this pattern's whole job
const CONTROL_IN_TEXT = /[\x00-\x08\x0b-\x1f\x7f]/g;
// eslint-disable-next-line no-control-regex -- a parameter value may hold no control character nor quote
const NOT_IN_PARAM = /[\x00-\x1f\x7f"]/g;
// eslint-disable-next-line no-control-regex -- a URI value may hold no control character nor space
const NOT_IN_URI = /[\x00-\x20\x7f]/g;

/** YYYYMMDDTHHMMSSZ. */
export function icsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function icsText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_IN_TEXT, '')
    .replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));
}

/** A parameter value, always quoted: a double quote or control character cannot appear in one. */
function icsParam(value: string): string {
  return `"${value.replace(NOT_IN_PARAM, '')}"`;
}

/** A URI value: never a line break or a space, which would end or fold the property. */
export function icsUri(value: string): string {
  return value.replace(NOT_IN_URI, '');
}

/**
 * One content line folded at 75 octets: each continuation starts with a space, and a character
 * is never split across lines (a studio name in another script stays readable).
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  let limit = ICS_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      lines.push(current);
      current = ' ';
      octets = 1;
      limit = ICS_LINE_OCTETS;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

function person(kind: 'ORGANIZER' | 'ATTENDEE', who: CalendarPerson): string {
  return `${kind};CN=${icsParam(who.name)}:mailto:${icsUri(who.address)}`;
}

/** The whole iCalendar file: one VCALENDAR holding one VEVENT. */
export function calendarFile(method: CalendarMethod, event: CalendarEvent, productName: string): string {
  const product = productName.replace(/[^A-Za-z0-9 .&'-]/g, '').trim() || 'StreamFit';
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:-//${icsText(product)}//Live classes//EN`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `LOCATION:${icsText(event.location)}`,
    `URL:${icsUri(event.url)}`,
    person('ORGANIZER', event.organizer),
    ...(event.attendee !== undefined ? [person('ATTENDEE', event.attendee)] : []),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The file as a mail attachment, typed so mail apps offer to add (or remove) the event. */
export function calendarAttachment(
  method: CalendarMethod,
  event: CalendarEvent,
  productName: string,
  filename = 'class.ics',
): MailAttachment {
  return {
    filename,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendarFile(method, event, productName),
  };
}
