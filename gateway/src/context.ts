// The per-operation context every resolver receives: a REST client carrying the caller's token and
// a fresh set of loaders, so nothing one request loaded can leak into another's answer (beyond the
// public catalogue cache, which the REST client owns). Built for each HTTP request and for each
// operation on a graphql-ws connection.
import { randomUUID } from 'node:crypto';
import { createAccountLoaders, type AccountLoaders } from './accounts/loaders.js';
import { eventsRuntime, type EventHub } from './events/index.js';
import { createLiveLoaders, type LiveLoaders } from './live/loaders.js';
import { createPaymentLoaders, type PaymentLoaders } from './payments/loaders.js';
import type { CatalogueCache } from './rest/cache.js';
import { RestClient } from './rest/client.js';
import { createClassTypeLoaders, createStudioLoaders, type ClassTypeLoaders, type StudioLoaders } from './studios/loaders.js';

export interface Loaders {
  /** The signed-in member (one GET /api/user/me per request) and their membership. */
  accounts: AccountLoaders;
  studios: StudioLoaders;
  classTypes: ClassTypeLoaders;
  /** Plans, the payment provider, products, and the member's subscription, passes and cards. */
  payments: PaymentLoaders;
  /** Live classes: the schedule, classes by id (one batched call), the member's bookings and calendar. */
  live: LiveLoaders;
}

export interface GatewayContext {
  readonly requestId: string;
  readonly rest: RestClient;
  readonly loaders: Loaders;
  /** WHITELABEL_STUDIO: a studio short name forcing its white-label site for every host. */
  readonly whitelabelStudio: string | null;
  /** The gateway's live-update hub (subscriptions); null when this process holds no event stream. */
  readonly events: EventHub | null;
  /**
   * Replaces `rest` and `loaders` with new ones for the same caller (same token): nothing loaded
   * before can answer after. A subscription calls it before resolving each event, so every push is
   * read when it happens, never from data cached when the subscription started.
   */
  renew(): void;
}

export interface ContextDependencies {
  backendUrl: string;
  restTimeoutMs: number;
  restRetryDelaysMs: readonly number[];
  cache: CatalogueCache;
  whitelabelStudio: string | null;
  /** The hub subscriptions read; default: the process's (`eventsRuntime()`, started by server.ts). */
  eventHub?: EventHub | undefined;
}

export interface CallerInfo {
  /** The caller's Authorization header (HTTP) or connectionParams token (WebSocket). */
  authorization?: string | undefined;
  /** An incoming X-Request-Id to keep, else one is made. */
  requestId?: string | undefined;
  /**
   * The browser's address (behind trusted proxies, the one they report), passed to the backend as
   * X-Forwarded-For so its per-address log-in throttle counts each client, not the gateway.
   */
  clientAddress?: string | undefined;
}

export type ContextFactory = (caller: CallerInfo) => GatewayContext;

export function createContextFactory(deps: ContextDependencies): ContextFactory {
  const build = (caller: CallerInfo, requestId: string): { rest: RestClient; loaders: Loaders } => {
    const rest = new RestClient({
      baseUrl: deps.backendUrl,
      timeoutMs: deps.restTimeoutMs,
      retryDelaysMs: deps.restRetryDelaysMs,
      authorization: caller.authorization,
      requestId,
      clientAddress: caller.clientAddress,
      cache: deps.cache,
    });
    const payments = createPaymentLoaders(rest);
    const live = createLiveLoaders(rest);
    // A user answer without its membership falls back on GET /api/user/subscription: the same
    // call payments makes for the subscription and passes, so a request makes it at most once.
    const accounts = createAccountLoaders(rest, {
      loadMembership: async () => (await payments.member()).membership,
      // A new session, a signed-out one or a purchase: the subscription, passes, cards, bookings
      // and calendar are read again.
      onMemberChange: () => {
        payments.forgetMember();
        live.forgetMember();
      },
    });
    return { rest, loaders: { accounts, studios: createStudioLoaders(rest), classTypes: createClassTypeLoaders(rest), payments, live } };
  };

  return (caller) => {
    const requestId = caller.requestId && /^[\w.:-]{1,128}$/.test(caller.requestId) ? caller.requestId : randomUUID();
    let scope = build(caller, requestId);
    return {
      requestId,
      get rest() {
        return scope.rest;
      },
      get loaders() {
        return scope.loaders;
      },
      whitelabelStudio: deps.whitelabelStudio,
      // Read when asked: server.ts starts the process's stream after the gateway is created.
      get events() {
        return deps.eventHub ?? eventsRuntime()?.hub ?? null;
      },
      renew() {
        scope = build(caller, requestId);
      },
    };
  };
}
