/**
 * A strict reading of an iCalendar file (RFC 5545), for the calendar invitations mail carries: it
 * throws on anything a picky calendar app could refuse, and returns the components' properties.
 */

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  /** The raw value, still escaped. */
  value: string;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
}

const MAX_OCTETS = 75;
const UTC_DATE_TIME = /^\d{8}T\d{6}Z$/;
const TEXT_PROPERTIES = new Set(['SUMMARY', 'DESCRIPTION', 'LOCATION', 'UID', 'PRODID']);

/** A TEXT value read back: `\n` is a line break, `\\`, `\;` and `\,` their character. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

function fail(message: string): never {
  throw new Error(`iCalendar: ${message}`);
}

// eslint-disable-next-line no-control-regex -- a parameter: quoted, or plain; neither holds a control character
const PARAMETER = /^;([A-Za-z0-9-]+)=("[^"\x00-\x1f]*"|[^";:,\x00-\x1f]*)/;
// eslint-disable-next-line no-control-regex -- a value may hold a tab, no other control character
const CONTROL_BUT_TAB = /[\x00-\x08\x0a-\x1f\x7f]/;

/** Splits `NAME;PARAM=value;P2="quoted":value`, honouring quoted parameter values. */
function parseLine(line: string): IcsProperty {
  const match = /^([A-Za-z0-9-]+)/.exec(line);
  if (!match?.[1]) fail(`no property name in '${line}'`);
  const name = match[1].toUpperCase();
  let rest = line.slice(match[1].length);
  const params: Record<string, string> = {};
  while (rest.startsWith(';')) {
    const param = PARAMETER.exec(rest);
    if (!param?.[1] || param[2] === undefined) fail(`bad parameter in '${line}'`);
    params[param[1].toUpperCase()] = param[2].replace(/^"|"$/g, '');
    rest = rest.slice(param[0].length);
  }
  if (!rest.startsWith(':')) fail(`no ':' after the name and parameters in '${line}'`);
  const value = rest.slice(1);
  if (CONTROL_BUT_TAB.test(value)) fail(`a control character in '${line}'`);
  return { name, params, value };
}

/** Every `;` and `,` of a TEXT value escaped, and no backslash but an escape. */
function checkText(property: IcsProperty): void {
  let escaped = false;
  for (const char of property.value) {
    if (escaped) {
      if (!'\\;,nN'.includes(char)) fail(`${property.name}: '\\${char}' is not an escape`);
      escaped = false;
    } else if (char === '\\') escaped = true;
    else if (char === ';' || char === ',') fail(`${property.name}: an unescaped '${char}'`);
  }
  if (escaped) fail(`${property.name}: ends with a lone backslash`);
}

export function parseIcs(file: string): IcsComponent {
  if (!file.endsWith('\r\n')) fail('the file must end with CRLF');
  if (/\r(?!\n)|(?<!\r)\n/.test(file)) fail('every line must end with CRLF, never a bare CR or LF');
  const physical = file.slice(0, -2).split('\r\n');
  for (const line of physical) {
    const octets = Buffer.byteLength(line, 'utf8');
    if (octets > MAX_OCTETS) fail(`a line of ${octets} octets (at most ${MAX_OCTETS}): '${line}'`);
    if (line === '') fail('an empty line');
  }
  // Unfolding: a line starting with a space or tab continues the one before.
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (lines.length === 0) fail('the file starts with a continuation line');
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  const stack: IcsComponent[] = [];
  let root: IcsComponent | undefined;
  for (const line of lines) {
    const property = parseLine(line);
    if (property.name === 'BEGIN') {
      const component: IcsComponent = { name: property.value.toUpperCase(), properties: [], components: [] };
      if (stack.length === 0) {
        if (root !== undefined) fail('more than one top-level component');
        root = component;
      } else stack[stack.length - 1]!.components.push(component);
      stack.push(component);
      continue;
    }
    if (property.name === 'END') {
      const open = stack.pop();
      if (open === undefined || open.name !== property.value.toUpperCase())
        fail(`END:${property.value} does not close ${open?.name ?? 'anything'}`);
      continue;
    }
    const current = stack[stack.length - 1];
    if (current === undefined) fail(`'${line}' is outside any component`);
    if (TEXT_PROPERTIES.has(property.name)) checkText(property);
    current.properties.push(property);
  }
  if (stack.length > 0) fail(`${stack.map((c) => c.name).join(', ')} never ended`);
  if (root?.name !== 'VCALENDAR') fail('the file is not one VCALENDAR');
  return root;
}

function only(component: IcsComponent, name: string): IcsProperty {
  const found = component.properties.filter((property) => property.name === name);
  if (found.length !== 1) fail(`${component.name} must have exactly one ${name}, has ${found.length}`);
  return found[0]!;
}

export interface CalendarInvitation {
  method: string;
  calendar: IcsComponent;
  event: IcsComponent;
  /** Each property of the event, TEXT values unescaped. */
  get(name: string): string;
  param(name: string, param: string): string | undefined;
}

/**
 * A calendar invitation as mail should carry it: one VCALENDAR with PRODID, VERSION:2.0 and a METHOD,
 * one VEVENT with UID, DTSTAMP, DTSTART and DTEND in UTC (the end after the start), SUMMARY, and a
 * STATUS of CANCELLED exactly when the method is CANCEL.
 */
export function readInvitation(file: string): CalendarInvitation {
  const calendar = parseIcs(file);
  only(calendar, 'PRODID');
  if (only(calendar, 'VERSION').value !== '2.0') fail('VERSION must be 2.0');
  const method = only(calendar, 'METHOD').value;
  if (calendar.components.length !== 1 || calendar.components[0]!.name !== 'VEVENT')
    fail('the calendar must hold exactly one VEVENT');
  const event = calendar.components[0]!;
  for (const name of ['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'SEQUENCE', 'ORGANIZER', 'STATUS'])
    only(event, name);
  for (const name of ['DTSTAMP', 'DTSTART', 'DTEND'])
    if (!UTC_DATE_TIME.test(only(event, name).value)) fail(`${name} must be a UTC date-time`);
  if (only(event, 'DTEND').value <= only(event, 'DTSTART').value) fail('DTEND must be after DTSTART');
  const cancelled = only(event, 'STATUS').value === 'CANCELLED';
  if ((method === 'CANCEL') !== cancelled) fail('STATUS:CANCELLED goes with METHOD:CANCEL, and only with it');
  if (method === 'CANCEL') only(event, 'ATTENDEE');
  return {
    method,
    calendar,
    event,
    get: (name) => {
      const property = only(event, name);
      return TEXT_PROPERTIES.has(name) ? unescapeText(property.value) : property.value;
    },
    param: (name, param) => only(event, name).params[param],
  };
}

/** YYYYMMDDTHHMMSSZ → the instant. */
export function icsInstant(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) fail(`not a UTC date-time: ${value}`);
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
}
