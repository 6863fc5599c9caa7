// What a domain of the graph hands the gateway: its per-request loaders, its resolvers, how its
// Node types are refetched by global id, and what it forgets when the request's member changes.
// The root's `domains.ts` lists every domain once; the context, the schema's resolvers and node(id)
// are all built by walking that list, so adding a domain never means editing them.
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { RestClient } from '../rest/client.js';
import type { GatewayContext } from './context.js';
import type { NodeModel, NodeTypeName } from './node-models.js';

/** Refetches one Node type by the key of its global id; null when the key names nothing the caller may see. */
export type NodeFetcher<Model extends NodeModel = NodeModel> = (
  context: GatewayContext,
  key: string,
) => Promise<Model | null>;

/** The Node types a domain owns, each with its fetcher (the model a fetcher returns must be of that type). */
export type NodeFetchers = {
  readonly [T in NodeTypeName]?: NodeFetcher<Extract<NodeModel, { __typename: T }>>;
};

/** What every domain's loader factory is given besides the REST client. */
export interface DomainServices {
  /**
   * The request's member changed (a session opened or ended, a purchase): every domain's
   * `onMemberChange` runs, so nothing loaded for one member can be shown as another's.
   */
  memberChanged(): void;
}

export interface Domain<
  Name extends string = string,
  DomainLoaders = unknown,
  Needs extends object = object,
> {
  /** The domain's key in `context.loaders`. */
  readonly name: Name;
  /**
   * Builds the domain's loaders for one request. `deps` holds the loaders of the domains this one
   * declares in `Needs` (read lazily: by the time a resolver runs, every domain's loaders exist).
   */
  createLoaders(rest: RestClient, deps: Needs & DomainServices): DomainLoaders;
  /** The domain's resolvers, one object per type group. */
  readonly resolvers: readonly Resolvers[];
  /** node(id) refetch of the Node types this domain owns. */
  readonly nodeTypes?: NodeFetchers;
  /** Forgets what the loaders hold for the member (bookings, subscription, …) when the member changes. */
  onMemberChange?(loaders: DomainLoaders): void;
}

/** Declares a domain; only here to infer its name and loader type for the context's `Loaders`. */
export function defineDomain<Name extends string, DomainLoaders, Needs extends object = object>(
  domain: Domain<Name, DomainLoaders, Needs>,
): Domain<Name, DomainLoaders, Needs> {
  return domain;
}

/** The loaders a domain's factory builds. */
export type LoadersOf<D extends Domain> = ReturnType<D['createLoaders']>;
/** What a domain's factory is given: the loaders it declared it needs, and the domain services. */
export type DependenciesOf<D extends Domain> = Parameters<D['createLoaders']>[1];
