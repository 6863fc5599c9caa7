// The per-operation context every resolver receives: a REST client carrying the caller's token and
// a fresh set of loaders, so nothing one request loaded can leak into another's answer (beyond the
// public catalogue cache, which the REST client owns). Only its shape lives here, so every domain can
// name it without depending on the list of domains; the root's context.ts builds it.
import type { EventHub } from '../events/index.js';
import type { RestClient } from '../rest/client.js';

/**
 * The request's loaders, one entry per registered domain. Empty here on purpose: the root's
 * domains.ts fills it in (module augmentation) with the type derived from every domain's factory,
 * so it is never written by hand and this folder never imports a domain.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by domains.ts
export interface Loaders {}

export interface GatewayContext {
  readonly requestId: string;
  readonly rest: RestClient;
  readonly loaders: Loaders;
  /** WHITELABEL_STUDIO: a studio short name forcing its white-label site for every host. */
  readonly whitelabelStudio: string | null;
  /** BLOG_URL: the general site's blog; null when none is configured. */
  readonly blogUrl: string | null;
  /** The gateway's live-update hub (subscriptions); null when this process holds no event stream. */
  readonly events: EventHub | null;
  /**
   * Replaces `rest` and `loaders` with new ones for the same caller (same token): nothing loaded
   * before can answer after. A subscription calls it before resolving each event, so every push is
   * read when it happens, never from data cached when the subscription started.
   */
  renew(): void;
}
