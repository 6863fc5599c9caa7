// Query.node / Query.nodes and the Node interface: a global id names its type, and each Node type
// refetches through its own per-request loader (so nodes(ids) of many studios, or of many
// products, is still one REST call).
import type { QueryResolvers, Resolvers } from '../__generated__/resolvers-types.js';
import { userInputError } from '../errors/index.js';
import type { GatewayContext } from '../graph/context.js';
import type { NodeFetcher, NodeFetchers } from '../graph/domain.js';
import type { NodeModel, NodeTypeName } from '../graph/node-models.js';
import { fromGlobalKey } from './global-id.js';

export const MAX_NODES = 100;

export interface NodeResolvers {
  readonly resolvers: Resolvers;
  /** The Node types some domain can refetch (the schema test checks every Node type is one). */
  readonly refetchableNodeTypes: ReadonlySet<string>;
}

/**
 * node(id) over the Node types the registered domains declare (`nodeTypes`), handed in by the
 * root's schema.ts so this folder depends on no domain.
 */
export function createNodeResolvers(
  domains: readonly { readonly nodeTypes?: NodeFetchers | undefined }[],
): NodeResolvers {
  /** How each Node type is fetched by its key. */
  const fetchers = new Map<string, NodeFetcher>();
  for (const domain of domains) {
    for (const [typeName, fetcher] of Object.entries(domain.nodeTypes ?? {}) as [
      NodeTypeName,
      NodeFetcher,
    ][]) {
      if (fetchers.has(typeName)) throw new Error(`Node type ${typeName} is registered by two domains.`);
      fetchers.set(typeName, fetcher);
    }
  }

  /** The object behind a global id; null when the id is not one of ours or names nothing. */
  const loadNode = async (context: GatewayContext, globalId: string): Promise<NodeModel | null> => {
    const decoded = fromGlobalKey(globalId);
    const fetcher = decoded && fetchers.get(decoded.typeName);
    return fetcher && decoded ? fetcher(context, decoded.key) : null;
  };

  const Query: QueryResolvers = {
    node: (_parent, { id }, context) => loadNode(context, id),
    nodes: (_parent, { ids }, context) => {
      if (ids.length > MAX_NODES)
        throw userInputError(`nodes accepts at most ${MAX_NODES} ids, got ${ids.length}.`);
      // One promise per item: an item whose loader fails becomes null in place with its own error,
      // and the other items still resolve. The generated type cannot say a list item's promise may
      // resolve to null, hence the cast.
      return ids.map((id) => loadNode(context, id)) as Array<Promise<NodeModel>>;
    },
  };

  return {
    resolvers: {
      Query,
      Node: {
        __resolveType: (parent) => parent.__typename,
      },
    },
    refetchableNodeTypes: new Set(fetchers.keys()),
  };
}
