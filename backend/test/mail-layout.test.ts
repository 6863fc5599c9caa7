import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { calendarFile, foldLine, icsText, type CalendarEvent } from '../src/mail/calendar.js';
import { button, facts, layoutMessage, link, note, paragraph, renderMail } from '../src/mail/layout.js';
import { OutboxMailer, SmtpMailer, type OutboxEmail } from '../src/mail/mailer.js';
import { streamFitBrand, studioBrand } from '../src/mail/messages.js';
import { readInvitation, parseIcs, unescapeText } from './support/ics.js';
import { expectNothingFetched } from './support/mail.js';

/** The shared e-mail layout and the calendar invitation writer, on their own. */

const HOSTILE = `<script>alert("x")</script> & 'Ride'`;

describe('renderMail', () => {
  const brand = studioBrand('Bari Studio', 'http://baristudio.localhost:4321');

  test('a table-based HTML body headed by the brand, and a text part with the same content', () => {
    const { text, html } = renderMail({
      brand,
      title: 'Your Bari Studio receipt',
      preview: 'Thank you!',
      greeting: 'Hi Ada,',
      blocks: [
        paragraph('Thank you! ', link('See your classes', 'http://baristudio.localhost:4321/x'), '.'),
        facts([
          ['Class', 'Sunrise Flow'],
          ['Paid', '$12.00'],
        ]),
        button('Open My classes', 'http://baristudio.localhost:4321/newplatform/live/upcoming'),
        note('Small print.'),
      ],
    });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Your Bari Studio receipt</title>');
    expect(html).toContain('role="presentation"');
    expect(html).toMatch(/<td style="[^"]*">Bari Studio<\/td>/);
    expect(html).toContain('href="http://baristudio.localhost:4321/newplatform/live/upcoming"');
    expect(html).toContain('>Open My classes</a>');
    expect(html).toContain('You are receiving this e-mail because of your Bari Studio account.');
    expect(html).toContain('The Bari Studio team');
    // Inline styles only: no style sheet a client could strip.
    expect(html).not.toContain('<style');
    expectNothingFetched(html);

    expect(text).toBe(
      [
        'Hi Ada,',
        'Thank you! See your classes (http://baristudio.localhost:4321/x).',
        '    Class: Sunrise Flow\n    Paid: $12.00',
        'Open My classes:\n    http://baristudio.localhost:4321/newplatform/live/upcoming',
        'Small print.',
        'The Bari Studio team',
        '--\nYou are receiving this e-mail because of your Bari Studio account.\nhttp://baristudio.localhost:4321',
      ].join('\n\n'),
    );
    for (const words of ['Hi Ada,', 'Sunrise Flow', '$12.00', 'Small print.', 'Open My classes'])
      expect(html).toContain(words);
  });

  test('every piece of text is escaped in the HTML, and kept as written in the text', () => {
    const hostileBrand = studioBrand(HOSTILE, 'http://evil.localhost:4321');
    const { text, html } = renderMail({
      brand: hostileBrand,
      title: HOSTILE,
      preview: HOSTILE,
      greeting: `Hi ${HOSTILE},`,
      blocks: [
        paragraph(HOSTILE, link(HOSTILE, 'http://evil.localhost:4321/?a=1&b="2"')),
        facts([[HOSTILE, HOSTILE]]),
        button(HOSTILE, 'http://evil.localhost:4321/'),
        note(HOSTILE),
      ],
      signature: HOSTILE,
      footer: HOSTILE,
    });
    expect(html).not.toContain('<script');
    expect(html).not.toContain(HOSTILE);
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;Ride&#39;');
    expect(html).toContain('href="http://evil.localhost:4321/?a=1&#38;b=&#34;2&#34;"');
    expect(text).toContain(HOSTILE);
  });

  test('a link that is not http(s) or mailto is shown as words, never as a link', () => {
    const { html } = renderMail({
      brand: streamFitBrand('http://localhost:4321'),
      blocks: [paragraph(link('Click', 'javascript:alert(1)')), button('Go', 'data:text/html,<b>x</b>')],
    });
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('href="data');
    expect(html).toContain('Click (javascript:alert(1))');
  });

  test('a studio message is sent under the studio name; a StreamFit one under the default sender', () => {
    const studio = layoutMessage(
      {
        to: 'a@example.com',
        userId: 7,
        brand: studioBrand('Bari Studio', 'https://www.baristudio.tv'),
        subject: 'S',
      },
      { blocks: [paragraph('x')] },
    );
    expect(studio).toMatchObject({ to: 'a@example.com', userId: 7, senderName: 'Bari Studio', subject: 'S' });
    expect(studio.text).not.toContain('StreamFit');
    expect(studio.html).not.toContain('StreamFit');
    const general = layoutMessage(
      { to: 'a@example.com', userId: null, brand: streamFitBrand('https://streamfit.app'), subject: 'S' },
      { blocks: [] },
    );
    expect(general.senderName).toBeUndefined();
    expect(general.attachments).toBeUndefined();
  });
});

describe('calendar invitations', () => {
  const event: CalendarEvent = {
    uid: 'liveclass-booking-42@streamfit.app',
    sequence: 0,
    start: new Date('2030-03-05T23:00:00.000Z'),
    end: new Date('2030-03-05T23:45:00.000Z'),
    stamp: new Date('2030-03-01T12:00:00.000Z'),
    summary: 'Yoga; flow, and more\\ (Bari Studio)',
    description: `Line one\nJoin: http://baristudio.localhost:4321/newplatform/live/upcoming/42\n${'long '.repeat(40)}`,
    location: 'http://baristudio.localhost:4321',
    url: 'http://baristudio.localhost:4321/newplatform/live/upcoming/42',
    organizer: { name: 'Bari "Studio"', address: 'hello@streamfit.app' },
  };

  test('one VEVENT in UTC, CRLF lines folded at 75 octets, text escaped', () => {
    const file = calendarFile('PUBLISH', event, 'Bari Studio');
    const invitation = readInvitation(file);
    expect(invitation.method).toBe('PUBLISH');
    expect(invitation.get('UID')).toBe('liveclass-booking-42@streamfit.app');
    expect(invitation.get('DTSTART')).toBe('20300305T230000Z');
    expect(invitation.get('DTEND')).toBe('20300305T234500Z');
    expect(invitation.get('DTSTAMP')).toBe('20300301T120000Z');
    expect(invitation.get('SUMMARY')).toBe(event.summary);
    expect(invitation.get('DESCRIPTION')).toBe(event.description);
    expect(invitation.get('LOCATION')).toBe(event.location);
    expect(invitation.get('URL')).toBe(event.url);
    expect(invitation.get('STATUS')).toBe('CONFIRMED');
    expect(invitation.get('SEQUENCE')).toBe('0');
    expect(invitation.param('ORGANIZER', 'CN')).toBe('Bari Studio');
    expect(invitation.get('ORGANIZER')).toBe('mailto:hello@streamfit.app');
    expect(file).toContain('SUMMARY:Yoga\\; flow\\, and more\\\\ (Bari Studio)\r\n');
    // The long description really was folded.
    expect(file.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
  });

  test('a cancellation: METHOD:CANCEL, the same UID, STATUS:CANCELLED, a higher SEQUENCE and the attendee', () => {
    const file = calendarFile(
      'CANCEL',
      { ...event, sequence: 1, attendee: { name: 'Ada', address: 'ada@example.com' } },
      'StreamFit',
    );
    const invitation = readInvitation(file);
    expect(invitation.method).toBe('CANCEL');
    expect(invitation.get('UID')).toBe(event.uid);
    expect(invitation.get('STATUS')).toBe('CANCELLED');
    expect(invitation.get('SEQUENCE')).toBe('1');
    expect(invitation.get('ATTENDEE')).toBe('mailto:ada@example.com');
  });

  test('folding never splits a character, and unfolds to the line it was', () => {
    const line = `SUMMARY:${icsText('Ёга для всех — 日本語のクラス 🧘 '.repeat(6))}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(
      folded
        .split('\r\n')
        .map((part, i) => (i === 0 ? part : part.slice(1)))
        .join(''),
    ).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
    expect(foldLine(`X:${'a'.repeat(73)}`)).toBe(`X:${'a'.repeat(73)}`);
    expect(foldLine(`X:${'a'.repeat(74)}`)).toBe(`X:${'a'.repeat(73)}\r\n a`);
  });

  test('control characters are dropped and line breaks escaped', () => {
    expect(icsText('a\r\nb\x07c\\d')).toBe('a\\nbc\\\\d');
    expect(unescapeText(icsText('a;b,c\nd\\e'))).toBe('a;b,c\nd\\e');
  });

  test('the strict reader refuses what a calendar app could refuse', () => {
    const good = calendarFile('PUBLISH', event, 'StreamFit');
    expect(() => parseIcs(good.replace(/\r\n/g, '\n'))).toThrow(/CRLF/);
    expect(() => parseIcs(good.replace('END:VEVENT\r\n', ''))).toThrow(/END:VCALENDAR does not close VEVENT/);
    expect(() => parseIcs(`${good.slice(0, -2)}X-LONG:${'a'.repeat(80)}\r\n`)).toThrow(/octets/);
    expect(() => readInvitation(good.replace(/UID:[^\r]*\r\n/, ''))).toThrow(/exactly one UID/);
    expect(() => parseIcs(good.replace('SUMMARY:Yoga\\;', 'SUMMARY:Yoga;'))).toThrow(/unescaped/);
  });
});

describe('sending attachments', () => {
  const invitation = calendarFile(
    'PUBLISH',
    {
      uid: 'liveclass-booking-9@streamfit.app',
      sequence: 0,
      start: new Date('2030-03-05T23:00:00.000Z'),
      end: new Date('2030-03-05T23:45:00.000Z'),
      stamp: new Date('2030-03-01T12:00:00.000Z'),
      summary: 'Sunrise Flow (Bari Studio)',
      description: `Join: http://baristudio.localhost:4321/newplatform/live/upcoming/9\n${'long '.repeat(30)}`,
      location: 'http://baristudio.localhost:4321',
      url: 'http://baristudio.localhost:4321/newplatform/live/upcoming/9',
      organizer: { name: 'Bari Studio', address: 'hello@streamfit.app' },
    },
    'Bari Studio',
  );
  const email: OutboxEmail = {
    id: 9,
    to: 'ada@example.com',
    from: '"Bari Studio" <hello@streamfit.app>',
    subject: "You're booked: Sunrise Flow",
    text: 'Booked.',
    html: '<p>Booked.</p>',
    attachments: [
      {
        filename: 'class.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: invitation,
      },
    ],
    sentAt: new Date('2030-03-01T12:00:00.000Z'),
  };
  const log = { error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

  /** The attachment's part of a MIME message, decoded. */
  function calendarPart(message: string): { headers: string; body: string } {
    const start = message.indexOf('Content-Type: text/calendar');
    expect(start).toBeGreaterThan(-1);
    const rest = message.slice(start);
    const [headers, afterHeaders] = splitOnce(rest);
    const encoded = afterHeaders.split(/\r?\n--/)[0] ?? '';
    const body = /Content-Transfer-Encoding: base64/i.test(headers)
      ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8')
      : decodeQuotedPrintable(encoded);
    return { headers, body };
  }

  function splitOnce(text: string): [string, string] {
    const match = /\r?\n\r?\n/.exec(text);
    return match ? [text.slice(0, match.index), text.slice(match.index + match[0].length)] : [text, ''];
  }

  function decodeQuotedPrintable(text: string): string {
    const bytes = text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1')
      .toString('utf8')
      .replace(/\r?\n$/, '');
  }

  test('the .eml copy holds the text, the HTML and the invitation as text/calendar', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'streamfit-outbox-'));
    try {
      await new OutboxMailer({ outboxDir: dir, log }).deliver(email);
      const [file] = readdirSync(dir);
      const message = readFileSync(join(dir, file!), 'utf8');
      expect(message).toContain('Content-Type: text/plain');
      expect(message).toContain('Content-Type: text/html');
      const part = calendarPart(message);
      expect(part.headers).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/);
      expect(part.headers).toMatch(/filename=class\.ics/);
      // Unfolded the same way, whatever line endings the copy uses.
      expect(readInvitation(part.body.replace(/\r?\n/g, '\r\n')).get('UID')).toBe(
        'liveclass-booking-9@streamfit.app',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('SMTP sends the invitation as an attachment of the message', async () => {
    const received: string[] = [];
    // A minimal SMTP server on loopback: it accepts one message and keeps its DATA.
    const server = createServer((socket) => {
      let data: string | null = null;
      let buffer = '';
      socket.write('220 fake ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        for (;;) {
          if (data !== null) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end === -1) return;
            received.push(data + buffer.slice(0, end));
            buffer = buffer.slice(end + 5);
            data = null;
            socket.write('250 queued\r\n');
            continue;
          }
          const newline = buffer.indexOf('\r\n');
          if (newline === -1) return;
          const command = buffer.slice(0, newline).toUpperCase();
          buffer = buffer.slice(newline + 2);
          if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 fake\r\n');
          else if (command.startsWith('DATA')) {
            data = '';
            socket.write('354 go on\r\n');
          } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, { log });
    try {
      await mailer.deliver(email);
      await mailer.close();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    const part = calendarPart(received[0]!);
    expect(part.headers).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/);
    expect(part.headers).toMatch(/filename=class\.ics/);
    const sent = readInvitation(part.body.replace(/\r?\n/g, '\r\n'));
    expect(sent.get('SUMMARY')).toBe('Sunrise Flow (Bari Studio)');
    expect(sent.get('DESCRIPTION')).toContain(
      'Join: http://baristudio.localhost:4321/newplatform/live/upcoming/9',
    );
  });
});
