// Live updates executed once per distinct operation, not once per subscriber. Subscriptions over
// graphql-ws that would get the same answer are one GROUP: the same document, operation name and
// variables, and the same audience. The group holds ONE hub subscription and ONE graphql-js
// execution per event; its answer is serialised once and written to every member's socket.
//
// The audience is what keeps members' data apart:
// - `public`: a visitor (no token), or any subscriber whose document asks nothing that depends on
//   who is asking (documentCache.ts, `viewerDependent`). The group executes WITHOUT a token, so
//   nothing of any member can be in its answer.
// - `session:<sha256 of the token>`: a signed-in subscriber whose document asks for their own data
//   (viewerBooking, includedForViewer, their pushes). Executed with that token, shared only by the
//   same session's sockets, so a member's data never reaches another subscriber. Who the member
//   is comes from the connection (read once when it opened) instead of one GET /api/user/me per
//   event; an ended session closes its sockets (websocket.ts), and with them the group.
//
// Each answer is encoded once and written to every member's socket as a frame built from the
// member's own message start and the shared bytes (shared-frames.ts). A large group is written in
// slices with a turn of the event loop between them, so thousands of sockets being written do not
// hold up every other request; the answers of one group still go out in order.
//
// A member whose socket cannot keep up (more than `queueSize` answers not yet taken by the
// operating system) is closed with SubscriberOverflowError, as the hub closes a subscriber that
// falls behind: the process never holds an unbounded queue for a slow client.
import {
  subscribe,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { UserModel } from './accounts/models.js';
import type { CallerInfo, ContextFactory } from './context.js';
import { SubscriberOverflowError } from './events/index.js';
import type { GatewayContext } from './graph/context.js';
import { NextMessageWriter, SharedAnswer } from './shared-frames.js';

/** How long a member read when the connection opened stands for them before it is read again. */
export const VIEWER_REFRESH_MS = 60_000;

/** What onSubscribe hands graphql-ws (as the contextValue) for an operation run by a group. */
export interface FanoutTicket {
  readonly fanout: true;
  readonly key: string;
  readonly document: DocumentNode;
  readonly operationName: string | null;
  readonly variables: Readonly<Record<string, unknown>> | null;
  /** Who the group executes as: no token for the public audience. */
  readonly caller: CallerInfo;
  /** The member the connection belongs to, read when it opened; null for visitors and unknown. */
  readonly viewer: UserModel | null;
  readonly socket: WebSocket;
  /** The socket's TCP stream (what ws writes its frames to), for the frames built once per answer. */
  readonly stream: Duplex | null;
  /** The graphql-ws operation id (the `id` of every message of this subscription). */
  readonly id: string;
}

export function isFanoutTicket(value: unknown): value is FanoutTicket {
  return typeof value === 'object' && value !== null && (value as { fanout?: unknown }).fanout === true;
}

export interface FanoutStats {
  /** Distinct operations running. */
  groups: number;
  /** Subscriptions served by them. */
  subscribers: number;
  /** graphql-js executions of events since start (one per group per event). */
  executions: number;
  /** Answers written to sockets since start. */
  deliveries: number;
}

/** How many sockets are written before the event loop gets a turn. */
export const DELIVERY_SLICE = 1_000;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

type FormatResult = (result: ExecutionResult) => {
  data?: unknown;
  errors?: readonly GraphQLFormattedError[];
};

const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });

/** One subscription of a group: what graphql-ws iterates. It never yields: the group writes the answers. */
class Member implements AsyncIterableIterator<never> {
  private readonly writer: NextMessageWriter;
  /**
   * Answers written since the socket last had nothing waiting in this process: at least as many as
   * are still waiting, never fewer (so a socket is never let fall further behind than `queueSize`).
   */
  private backlog = 0;
  private ended = false;
  private failure: Error | null = null;
  private waiting: { resolve(result: IteratorResult<never>): void; reject(error: unknown): void } | null =
    null;

  constructor(
    socket: WebSocket,
    stream: Duplex | null,
    id: string,
    private readonly queueSize: number,
    private readonly leave: (member: Member) => void,
  ) {
    this.writer = new NextMessageWriter(socket, id, stream);
  }

  /** Writes one answer; a socket more than `queueSize` answers behind is closed. */
  deliver(answer: SharedAnswer): boolean {
    if (this.ended) return false;
    if (this.writer.buffered === 0) this.backlog = 0;
    else if (this.backlog >= this.queueSize) {
      this.fail(new SubscriberOverflowError(this.queueSize));
      return false;
    }
    if (!this.writer.write(answer)) return false;
    this.backlog += 1;
    return true;
  }

  fail(error: Error): void {
    if (this.ended) return;
    this.finish();
    if (this.waiting) this.waiting.reject(error);
    else this.failure = error;
    this.waiting = null;
  }

  end(): void {
    if (this.ended) return;
    this.finish();
    this.waiting?.resolve(DONE);
    this.waiting = null;
  }

  next(): Promise<IteratorResult<never>> {
    if (this.failure) {
      const error = this.failure;
      this.failure = null;
      return Promise.reject(error);
    }
    if (this.ended) return Promise.resolve(DONE);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }

  return(): Promise<IteratorResult<never>> {
    this.end();
    return Promise.resolve(DONE);
  }

  throw(): Promise<IteratorResult<never>> {
    this.end();
    return Promise.resolve(DONE);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private finish(): void {
    this.ended = true;
    this.leave(this);
  }
}

/** The context a group executes with: renewed per event, the connection's member kept across events. */
function groupContext(
  createContext: ContextFactory,
  caller: CallerInfo,
  known: UserModel | null,
): GatewayContext {
  const base = createContext(caller);
  let viewer = known;
  let readAt = Date.now();
  const primeViewer = () => {
    if (viewer === null || caller.authorization === undefined) return;
    if (Date.now() - readAt < VIEWER_REFRESH_MS) {
      base.loaders.accounts.replaceViewer(viewer);
      return;
    }
    // Read again now and then (a plan bought meanwhile shows); the event asks it once, as before.
    readAt = Date.now();
    base.loaders.accounts.viewer().then(
      (user) => {
        if (user) viewer = user;
      },
      () => undefined,
    );
  };
  primeViewer();
  return {
    get requestId() {
      return base.requestId;
    },
    get rest() {
      return base.rest;
    },
    get loaders() {
      return base.loaders;
    },
    whitelabelStudio: base.whitelabelStudio,
    blogUrl: base.blogUrl,
    get events() {
      return base.events;
    },
    renew() {
      base.renew();
      primeViewer();
    },
  };
}

class Group {
  readonly members = new Set<Member>();
  private source: AsyncIterator<ExecutionResult> | null = null;
  /** Settles once the subscription is running (the source), or with the answer that refused it. */
  readonly ready: Promise<ExecutionResult | null>;
  private closed = false;

  constructor(
    private readonly fanout: SubscriptionFanout,
    readonly key: string,
    ticket: FanoutTicket,
  ) {
    const contextValue = groupContext(fanout.createContext, ticket.caller, ticket.viewer);
    this.ready = new Promise<Awaited<ReturnType<typeof subscribe>>>((resolve, reject) =>
      Promise.resolve(
        subscribe({
          schema: fanout.schema,
          document: ticket.document,
          operationName: ticket.operationName,
          variableValues: ticket.variables,
          contextValue,
        }),
      ).then(resolve, reject),
    ).then((outcome) => {
      if (Symbol.asyncIterator in outcome) {
        const source = outcome[Symbol.asyncIterator]();
        this.source = source;
        if (this.closed) void source.return?.();
        else void this.pump(source);
        return null;
      }
      return outcome;
    });
  }

  join(member: Member): void {
    this.members.add(member);
  }

  leave(member: Member): void {
    this.members.delete(member);
    if (this.members.size === 0) this.close();
  }

  /** Ends the group's hub subscription (no member left, or it failed to start). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.fanout.forget(this);
    void this.source?.return?.();
  }

  private async pump(source: AsyncIterator<ExecutionResult>): Promise<void> {
    for (;;) {
      let step: IteratorResult<ExecutionResult>;
      try {
        step = await source.next();
      } catch (error) {
        this.close();
        const failure = error instanceof Error ? error : new Error(String(error));
        for (const member of [...this.members]) member.fail(failure);
        return;
      }
      if (step.done || this.closed) {
        this.close();
        for (const member of [...this.members]) member.end();
        return;
      }
      this.fanout.stats.executions += 1;
      // One serialisation and one encoding for every member: they differ only by their operation id.
      const answer = new SharedAnswer(JSON.stringify(this.fanout.format(step.value)));
      const members = [...this.members];
      const slice = this.fanout.sliceSize;
      for (let start = 0; start < members.length; start += slice) {
        if (start > 0) await nextTurn();
        const end = Math.min(members.length, start + slice);
        let delivered = 0;
        for (let index = start; index < end; index += 1) {
          // A member that left while the loop had its turn is skipped (deliver checks).
          if (members[index]!.deliver(answer)) delivered += 1;
        }
        this.fanout.stats.deliveries += delivered;
      }
    }
  }
}

export interface SubscriptionFanoutOptions {
  schema: GraphQLSchema;
  createContext: ContextFactory;
  /** The answer as it is sent: errors formatted (masked) as for every other operation. */
  format: FormatResult;
  /** Most answers waiting to be written to one member's socket before it is closed. */
  queueSize?: number;
  /** Sockets written before the event loop gets a turn (DELIVERY_SLICE). */
  sliceSize?: number;
}

export class SubscriptionFanout {
  readonly schema: GraphQLSchema;
  readonly createContext: ContextFactory;
  readonly format: FormatResult;
  readonly stats: FanoutStats = { groups: 0, subscribers: 0, executions: 0, deliveries: 0 };
  private readonly groups = new Map<string, Group>();
  readonly sliceSize: number;
  private readonly queueSize: number;

  constructor(options: SubscriptionFanoutOptions) {
    this.schema = options.schema;
    this.createContext = options.createContext;
    this.format = options.format;
    this.queueSize = Math.max(1, options.queueSize ?? 256);
    this.sliceSize = Math.max(1, options.sliceSize ?? DELIVERY_SLICE);
  }

  /**
   * graphql-ws's `subscribe` for a ticket: joins (or starts) the ticket's group. Resolves to the
   * member graphql-ws iterates, or to the answer that refused the subscription (a bad argument,
   * no session), which graphql-ws sends as for any operation.
   */
  async join(ticket: FanoutTicket): Promise<AsyncIterableIterator<never> | ExecutionResult> {
    let group = this.groups.get(ticket.key);
    if (!group) {
      group = new Group(this, ticket.key, ticket);
      this.groups.set(ticket.key, group);
      this.stats.groups = this.groups.size;
    }
    const member = new Member(ticket.socket, ticket.stream, ticket.id, this.queueSize, (gone) => {
      this.stats.subscribers -= 1;
      group.leave(gone);
    });
    this.stats.subscribers += 1;
    group.join(member);
    let refused: ExecutionResult | null;
    try {
      refused = await group.ready;
    } catch (error) {
      // Not a GraphQL refusal: a bug in a subscribe resolver. graphql-ws reports it as internal.
      group.close();
      member.end();
      throw error;
    }
    if (refused) {
      // Nothing runs for a refused operation: the next subscriber tries again.
      group.close();
      member.end();
      return refused;
    }
    return member;
  }

  /** A group that ended is no longer joined. */
  forget(group: Group): void {
    if (this.groups.get(group.key) === group) this.groups.delete(group.key);
    this.stats.groups = this.groups.size;
  }
}
