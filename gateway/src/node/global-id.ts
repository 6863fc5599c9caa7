// Relay global ids: base64 of "<Type>:<database id>", e.g. base64("Studio:12") = "U3R1ZGlvOjEy".
// Opaque to clients; the gateway decodes them to route node(id) to the type's loader.

export interface DecodedGlobalId {
  typeName: string;
  id: number;
}

export function toGlobalId(typeName: string, id: number): string {
  return Buffer.from(`${typeName}:${id}`, 'utf8').toString('base64');
}

/** Decodes a global id; null for anything that is not one of ours (bad base64, shape or number). */
export function fromGlobalId(globalId: string): DecodedGlobalId | null {
  // Node's base64 decoder skips junk characters, so insist on canonical base64 to reject garbage.
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(globalId)) return null;
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const match = /^([A-Za-z][A-Za-z0-9]*):([1-9][0-9]{0,15})$/.exec(decoded);
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id)) return null;
  return { typeName: match[1], id };
}
