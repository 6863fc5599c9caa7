// The per-operation context every resolver receives: a REST client carrying the caller's token and
// a fresh set of loaders, so nothing one request loaded can leak into another's answer (beyond the
// public catalogue cache, which the REST client owns). Built for each HTTP request and for each
// operation on a graphql-ws connection.
import { randomUUID } from 'node:crypto';
import { createAccountLoaders, type AccountLoaders } from './accounts/loaders.js';
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
}

export interface GatewayContext {
  readonly requestId: string;
  readonly rest: RestClient;
  readonly loaders: Loaders;
  /** WHITELABEL_STUDIO: a studio short name forcing its white-label site for every host. */
  readonly whitelabelStudio: string | null;
}

export interface ContextDependencies {
  backendUrl: string;
  restTimeoutMs: number;
  restRetryDelaysMs: readonly number[];
  cache: CatalogueCache;
  whitelabelStudio: string | null;
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
  return (caller) => {
    const requestId = caller.requestId && /^[\w.:-]{1,128}$/.test(caller.requestId) ? caller.requestId : randomUUID();
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
    // A user answer without its membership falls back on GET /api/user/subscription: the same
    // call payments makes for the subscription and passes, so a request makes it at most once.
    const accounts = createAccountLoaders(rest, {
      loadMembership: async () => (await payments.member()).membership,
      // A new session, a signed-out one or a purchase: the subscription, passes and cards are read again.
      onMemberChange: () => payments.forgetMember(),
    });
    return {
      requestId,
      rest,
      loaders: { accounts, studios: createStudioLoaders(rest), classTypes: createClassTypeLoaders(rest), payments },
      whitelabelStudio: deps.whitelabelStudio,
    };
  };
}
