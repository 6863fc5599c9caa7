// Relay global ids: base64 of "<Type>:<key>", e.g. base64("Studio:12") = "U3R1ZGlvOjEy". The key is
// the backend's own id: a database number for most types, a string for some (a plan's packageId,
// `Plan:streamfit_monthly`). Opaque to clients; the gateway decodes them to route node(id) to the
// type's loader.

export interface DecodedGlobalId {
  typeName: string;
  id: number;
}

export interface DecodedGlobalKey {
  typeName: string;
  /** The backend's id as text: digits for numeric ids. */
  key: string;
}

/** What a key may hold: enough for package ids and numbers, nothing that could mean more in a REST path. */
const KEY = /^[A-Za-z0-9_.-]{1,128}$/;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Standard base64 (with padding) of ASCII text, written out directly: every item of every list
 * carries an id, and a Buffer per id costs more than the encoding itself. Null when the text is
 * not ASCII.
 */
function asciiBase64(text: string): string | null {
  let out = '';
  let i = 0;
  for (; i + 2 < text.length; i += 3) {
    const a = text.charCodeAt(i);
    const b = text.charCodeAt(i + 1);
    const c = text.charCodeAt(i + 2);
    if ((a | b | c) > 0x7f) return null;
    out +=
      BASE64[a >> 2]! +
      BASE64[((a & 3) << 4) | (b >> 4)]! +
      BASE64[((b & 15) << 2) | (c >> 6)]! +
      BASE64[c & 63]!;
  }
  const rest = text.length - i;
  if (rest === 0) return out;
  const a = text.charCodeAt(i);
  const b = rest === 2 ? text.charCodeAt(i + 1) : 0;
  if ((a | b) > 0x7f) return null;
  out += BASE64[a >> 2]! + BASE64[((a & 3) << 4) | (b >> 4)]!;
  return out + (rest === 2 ? `${BASE64[(b & 15) << 2]!}=` : '==');
}

export function toGlobalId(typeName: string, id: number | string): string {
  const text = `${typeName}:${id}`;
  return asciiBase64(text) ?? Buffer.from(text, 'utf8').toString('base64');
}

/** Decodes a global id with any key; null for anything that is not one of ours. */
export function fromGlobalKey(globalId: string): DecodedGlobalKey | null {
  // Node's base64 decoder skips junk characters, so insist on canonical base64 to reject garbage.
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(globalId)) return null;
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const match = /^([A-Za-z][A-Za-z0-9]*):(.*)$/s.exec(decoded);
  if (!match?.[1] || match[2] === undefined || !KEY.test(match[2])) return null;
  return { typeName: match[1], key: match[2] };
}

/** A numeric key (a database id), or null: positive, no leading zero, a safe integer. */
export function numericKey(key: string): number | null {
  if (!/^[1-9][0-9]{0,15}$/.test(key)) return null;
  const id = Number(key);
  return Number.isSafeInteger(id) ? id : null;
}

/** Decodes a global id with a numeric key; null for anything that is not one of ours (bad base64, shape or number). */
export function fromGlobalId(globalId: string): DecodedGlobalId | null {
  const decoded = fromGlobalKey(globalId);
  if (!decoded) return null;
  const id = numericKey(decoded.key);
  return id === null ? null : { typeName: decoded.typeName, id };
}

/**
 * A database id from a global id of `typeName` or a plain number (as in the page's URL); null when
 * it is neither (another type's global id names nothing here).
 */
export function databaseIdOf(id: string, typeName: string): number | null {
  const trimmed = id.trim();
  const plain = numericKey(trimmed);
  if (plain !== null) return plain;
  const decoded = fromGlobalKey(trimmed);
  return decoded && decoded.typeName === typeName ? numericKey(decoded.key) : null;
}
