// One live update written to thousands of sockets. Every subscriber of a group receives the same
// answer; the graphql-ws `next` messages differ only by each subscription's `id`. Sending that as a
// string per socket (what `ws.send` takes) encodes the whole answer to UTF-8 again for every
// subscriber and goes through ws's generic send path (options object, cork, a write callback). Here
// the answer is encoded once (`SharedAnswer`), each subscriber keeps its message start already
// encoded, and a socket receives one WebSocket text frame built from the two: byte for byte the
// message `ws.send` would have sent.
//
// The frame is written to the connection's TCP stream directly, which is only right when the
// socket's frames go out as written: a server frame is never masked, and with no extension
// negotiated (permessage-deflate) ws writes each message to the same stream at once, in order, so
// a frame written here never lands inside another. A socket that negotiated an extension is sent
// the text through `ws.send` instead.
import { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { TLSSocket } from 'node:tls';
import { WebSocket } from 'ws';

/** Above this size the answer is not copied per socket: its one encoded copy is written as is. */
const COPY_LIMIT_BYTES = 16 * 1024;

/** An answer serialised once: its text, and its bytes followed by the message's closing brace. */
export class SharedAnswer {
  /** The `payload` of the `next` message, as JSON. */
  readonly text: string;
  /** `text` in UTF-8, then `}` (what closes the message after the payload). */
  readonly tail: Buffer;

  /**
   * The buffer the last frame was built in, while no socket holds on to it. Thousands of frames
   * are built per answer; a fresh buffer for each costs more (new memory, page faults, garbage)
   * than the copy itself, and a frame the operating system took at once is not needed any more.
   */
  private scratch: Buffer | null = null;

  constructor(text: string) {
    this.text = text;
    this.tail = Buffer.from(`${text}}`, 'utf8');
  }

  /** The frame of the message that starts with `head`, in the scratch buffer (or a new one). */
  frame(head: Buffer): Buffer {
    const length = head.length + this.tail.length;
    const start = headerLength(length);
    const size = start + length;
    let buffer = this.scratch;
    if (buffer === null || buffer.length < size) {
      // Room for longer operation ids than this one, so one buffer serves a whole group.
      buffer = Buffer.allocUnsafeSlow(size + 64);
      this.scratch = buffer;
    }
    buffer[0] = 0x81;
    if (start === 2) buffer[1] = length;
    else {
      buffer[1] = 126;
      buffer.writeUInt16BE(length, 2);
    }
    head.copy(buffer, start);
    this.tail.copy(buffer, start + head.length);
    return buffer.subarray(0, size);
  }

  /** The last frame is kept by the socket it was written to (queued): the next one needs a new buffer. */
  release(): void {
    this.scratch = null;
  }
}

/** The WebSocket header of an unmasked, unfragmented text frame of `length` bytes. */
function frameHeader(length: number): Buffer {
  if (length < 126) return Buffer.from([0x81, length]);
  if (length < 65_536) {
    const header = Buffer.allocUnsafe(4);
    header[0] = 0x81;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
    return header;
  }
  const header = Buffer.allocUnsafe(10);
  header[0] = 0x81;
  header[1] = 127;
  header.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
  header.writeUInt32BE(length >>> 0, 6);
  return header;
}

function headerLength(length: number): number {
  return length < 126 ? 2 : length < 65_536 ? 4 : 10;
}

/** Writes the `next` messages of one subscription (its `id`) on one socket. */
export class NextMessageWriter {
  /** `{"id":…,"type":"next","payload":` as text (for ws.send) and in UTF-8. */
  private readonly headText: string;
  private readonly head: Buffer;
  /** The connection's TCP stream when frames may be written to it directly; null otherwise. */
  private readonly stream: Duplex | null;

  constructor(
    readonly socket: WebSocket,
    id: string,
    stream: Duplex | null,
  ) {
    this.headText = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
    this.head = Buffer.from(this.headText, 'utf8');
    // The extensions are settled by the handshake: read them once.
    this.stream = stream !== null && socket.extensions === '' ? stream : null;
    // A plain TCP stream takes a written buffer into the operating system at once or keeps it
    // queued (and says so in writableLength); an encrypting stream may keep it otherwise.
    this.reuse = stream instanceof Socket && !(stream instanceof TLSSocket);
  }

  /** Whether the frame buffer may be used again once the stream no longer holds it. */
  private readonly reuse: boolean;

  /** Whether this socket is sent frames built here (false: through ws.send). */
  get framed(): boolean {
    return this.stream !== null;
  }

  /** Bytes written to this socket that the operating system has not taken yet. */
  get buffered(): number {
    return this.socket.bufferedAmount;
  }

  /** Sends one answer; false when the socket is not open (nothing is sent). */
  write(answer: SharedAnswer): boolean {
    const { socket, stream } = this;
    if (socket.readyState !== WebSocket.OPEN) return false;
    if (stream === null || stream.destroyed || !stream.writable) {
      socket.send(`${this.headText}${answer.text}}`);
      return true;
    }
    if (answer.tail.length <= COPY_LIMIT_BYTES) {
      // One buffer, one write: a small answer is cheaper to copy than to write in pieces.
      stream.write(answer.frame(this.head));
      if (!this.reuse || stream.writableLength !== 0) answer.release();
      return true;
    }
    const length = this.head.length + answer.tail.length;
    // A large answer: every socket's queue holds the same encoded copy rather than its own.
    stream.cork();
    stream.write(Buffer.concat([frameHeader(length), this.head]));
    stream.write(answer.tail);
    stream.uncork();
    return true;
  }
}
