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
 *
 * Each domain's loaders are built when the request first reads them: a studios page never builds
 * the library's or the payments' (most of a request's own cost, for a read answered from the
 * cache). What a request reads is built once and kept for the whole request, as before.
 */
export function createLoaders(rest: RestClient, overrides: LoaderOverrides = {}): Loaders {
  const built: Record<string, unknown> = {};
  // The walk cannot be typed per domain (each factory reads its own slice of `built`); domains.ts
  // checks at compile time that every declared need is a registered domain's loaders.
  const registered = domains as readonly Domain<string, unknown, object>[];
  const made = new Map<string, unknown>();
  const services: DomainServices = {
    memberChanged() {
      // Loaders not built yet hold nothing of any member.
      for (const domain of registered)
        if (made.has(domain.name)) domain.onMemberChange?.(made.get(domain.name));
    },
  };
  // Reads of another domain's loaders fall through to `built`, built on first read.
  const deps = Object.assign(Object.create(built) as Record<string, unknown>, services);
  for (const domain of registered) {
    Object.defineProperty(built, domain.name, {
      enumerable: true,
      get() {
        if (!made.has(domain.name)) {
          const own = domain.createLoaders(rest, deps);
          const override = (overrides as Record<string, object | undefined>)[domain.name];
          made.set(domain.name, override ? { ...(own as object), ...override } : own);
        }
        return made.get(domain.name);
      },
    });
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
