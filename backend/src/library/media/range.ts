/** What a Range header asks of a file of `size` bytes (RFC 9110 §14). */
export type RangeRequest =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * One `bytes=` range → that part (the end clamped to the file); `-n` → the last n bytes; a range
 * starting past the end → unsatisfiable (416). Anything malformed, another unit, or several ranges
 * → the whole file, as RFC 9110 lets a server ignore a Range it will not honour.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'whole' };
  const match = /^bytes=([0-9]*)-([0-9]*)$/.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first.length > 15 || last.length > 15) return { kind: 'whole' };
  if (first === '') {
    if (last === '') return { kind: 'whole' };
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  // An open end is the file's last byte, however short the file.
  const end = last === '' ? Math.max(start, size - 1) : Number(last);
  if (end < start) return { kind: 'whole' };
  return start >= size ? { kind: 'unsatisfiable' } : { kind: 'part', start, end: Math.min(end, size - 1) };
}
