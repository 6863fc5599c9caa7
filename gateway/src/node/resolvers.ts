// Query.node / Query.nodes and the Node interface: a global id names its type, and each Node type
// refetches through its own per-request loader (so nodes(ids) of many studios, or of many
// products, is still one REST call).
import type { QueryResolvers, Resolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import type { NodeFetcher } from '../domain.js';
import { domains } from '../domains.js';
import { userInputError } from '../errors.js';
import { fromGlobalKey } from './global-id.js';
import type { NodeModel, NodeTypeName } from './models.js';

export const MAX_NODES = 100;

/** How each Node type is fetched by its key: what the registered domains declare (`nodeTypes`). */
const fetchers = new Map<string, NodeFetcher>();
for (const domain of domains) {
  for (const [typeName, fetcher] of Object.entries(domain.nodeTypes ?? {}) as [NodeTypeName, NodeFetcher][]) {
    if (fetchers.has(typeName)) throw new Error(`Node type ${typeName} is registered by two domains.`);
    fetchers.set(typeName, fetcher);
  }
}

/** The Node types some domain can refetch (the schema test checks every Node type is one). */
export const refetchableNodeTypes: ReadonlySet<string> = new Set(fetchers.keys());

/** The object behind a global id; null when the id is not one of ours or names nothing. */
export async function loadNode(context: GatewayContext, globalId: string): Promise<NodeModel | null> {
  const decoded = fromGlobalKey(globalId);
  const fetcher = decoded && fetchers.get(decoded.typeName);
  return fetcher && decoded ? fetcher(context, decoded.key) : null;
}

const Query: QueryResolvers = {
  node: (_parent, { id }, context) => loadNode(context, id),
  nodes: (_parent, { ids }, context) => {
    if (ids.length > MAX_NODES) throw userInputError(`nodes accepts at most ${MAX_NODES} ids, got ${ids.length}.`);
    // One promise per item: an item whose loader fails becomes null in place with its own error,
    // and the other items still resolve. The generated type cannot say a list item's promise may
    // resolve to null, hence the cast.
    return ids.map((id) => loadNode(context, id)) as Array<Promise<NodeModel>>;
  },
};

export const nodeResolvers: Resolvers = {
  Query,
  Node: {
    __resolveType: (parent) => parent.__typename,
  },
};
