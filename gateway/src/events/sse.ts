// A server-sent events parser following the WHATWG "event stream interpretation": lines end in
// CRLF, LF or CR (a CR at the end of one chunk and an LF at the start of the next are one break);
// a UTF-8 BOM at the very start is skipped; `:` lines are comments; `data:` lines accumulate with
// "\n" between them; one leading space after the colon is removed; `id:` with a NUL is ignored;
// `retry:` takes ASCII digits only; an empty line dispatches the message (none when no data line
// came); a message still open when the stream ends is discarded.

export interface SseMessage {
  /** The last event ID buffer at dispatch (the most recent `id:` of this connection), or null. */
  id: string | null;
  /** `event:` or 'message'. */
  event: string;
  data: string;
}

export interface SseHandlers {
  message(message: SseMessage): void;
  /** A `retry:` field: the server's reconnection time in ms. */
  retry?(ms: number): void;
  /**
   * A complete block that set an id but carried no data (`id: 41` + blank line): standard SSE for
   * "your position is 41" (nothing is dispatched).
   */
  idOnly?(id: string): void;
  /** A comment line (`: ping`), without the colon. */
  comment?(text: string): void;
}

export class SseParser {
  private readonly decoder = new TextDecoder('utf-8');
  private buffer = '';
  private first = true;
  /** The previous chunk ended in CR: an LF opening the next chunk belongs to that break. */
  private pendingCr = false;
  private data: string[] = [];
  private event = '';
  private lastEventId: string | null = null;
  private idInBlock = false;

  constructor(private readonly handlers: SseHandlers) {}

  /** Feeds bytes (decoded as a UTF-8 stream, so characters split across chunks survive) or text. */
  push(chunk: Uint8Array | string): void {
    let text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    if (this.first && text.length > 0) {
      this.first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    this.buffer += text;

    let start = 0;
    for (let i = 0; i < this.buffer.length; i += 1) {
      const char = this.buffer.charCodeAt(i);
      if (char !== 10 && char !== 13) continue;
      const line = this.buffer.slice(start, i);
      if (char === 13) {
        if (i + 1 < this.buffer.length) {
          if (this.buffer.charCodeAt(i + 1) === 10) i += 1;
        } else {
          this.pendingCr = true;
        }
      }
      start = i + 1;
      this.line(line);
    }
    this.buffer = this.buffer.slice(start);
  }

  /** The stream ended: an unterminated message is dropped (the spec's behaviour). */
  end(): void {
    this.buffer = '';
    this.data = [];
    this.event = '';
    this.idInBlock = false;
  }

  private line(line: string): void {
    if (line === '') {
      this.dispatch();
      return;
    }
    if (line.startsWith(':')) {
      this.handlers.comment?.(line.slice(1).replace(/^ /, ''));
      return;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'data':
        this.data.push(value);
        break;
      case 'event':
        this.event = value;
        break;
      case 'id':
        if (!value.includes('\0')) {
          this.lastEventId = value;
          this.idInBlock = true;
        }
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.handlers.retry?.(Number(value));
        break;
      default:
        // Unknown fields are ignored.
        break;
    }
  }

  private dispatch(): void {
    const data = this.data;
    const event = this.event;
    const idInBlock = this.idInBlock;
    this.data = [];
    this.event = '';
    this.idInBlock = false;
    if (data.length === 0) {
      if (idInBlock && this.lastEventId !== null) this.handlers.idOnly?.(this.lastEventId);
      return;
    }
    this.handlers.message({
      id: this.lastEventId,
      event: event === '' ? 'message' : event,
      data: data.join('\n'),
    });
  }
}
