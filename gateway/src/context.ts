// Builds the per-operation context every resolver receives (its shape: graph/context.ts), for each
// HTTP request and for each operation on a graphql-ws connection: a REST client carrying the
// caller's token and a fresh set of loaders from every registered domain.
import { randomUUID } from 'node:crypto';
import { domains } from './domains.js';
import { eventsRuntime, type EventHub } from './events/index.js';
import type { GatewayContext, Loaders } from './graph/context.js';
import type { Domain, DomainServices } from './graph/domain.js';
import type { CatalogueCache } from './rest/cache.js';
import { RestClient } from './rest/client.js';
import type { BackendConnections } from './rest/connections.js';

/**
 * Loaders to use instead of the real ones, per domain and per loader (tests answer from stubs with
 * no backend); what a domain's override leaves out stays the real loader.
 */
export type LoaderOverrides = { readonly [Name in keyof Loaders]?: Partial<Loaders[Name]> };

export interface ContextDependencies {
  backendUrl: string;
  restTimeoutMs: number;
  restRetryDelaysMs: readonly number[];
  cache: CatalogueCache;
  /** The gateway's keep-alive pool to the backend, shared by every request's REST client. */
  connections?: BackendConnections | undefined;
  whitelabelStudio: string | null;
  /** BLOG_URL (absent: no blog link). */
  blogUrl?: string | null | undefined;
  /** The hub subscriptions read; default: the process's (`eventsRuntime()`, started by server.ts). */
  eventHub?: EventHub | undefined;
  /** Stub loaders (tests): they answer instead of the REST backend. */
  loaders?: LoaderOverrides | undefined;
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

/**
 * One request's loaders: every registered domain's, built by walking `domains`. A domain's needs
 * are read from the same object, so they see the other domains' loaders (stubbed ones included),
 * whatever the order of the list.
 */
export function createLoaders(rest: RestClient, overrides: LoaderOverrides = {}): Loaders {
  const built: Record<string, unknown> = {};
  // The walk cannot be typed per domain (each factory reads its own slice of `built`); domains.ts
  // checks at compile time that every declared need is a registered domain's loaders.
  const registered = domains as readonly Domain<string, unknown, object>[];
  const services: DomainServices = {
    memberChanged() {
      for (const domain of registered) domain.onMemberChange?.(built[domain.name]);
    },
  };
  // Reads of another domain's loaders fall through to `built`, filled by the time anything asks.
  const deps = Object.assign(Object.create(built) as Record<string, unknown>, services);
  for (const domain of registered) {
    const own = domain.createLoaders(rest, deps);
    const override = (overrides as Record<string, object | undefined>)[domain.name];
    built[domain.name] = override ? { ...(own as object), ...override } : own;
  }
  return built as Loaders;
}

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
      connections: deps.connections,
    });
    return { rest, loaders: createLoaders(rest, deps.loaders) };
  };

  return (caller) => {
    const requestId =
      caller.requestId && /^[\w.:-]{1,128}$/.test(caller.requestId) ? caller.requestId : randomUUID();
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
      blogUrl: deps.blogUrl ?? null,
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
