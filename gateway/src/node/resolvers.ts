// Query.node / Query.nodes and the Node interface: a global id names its type, and each Node type
// refetches through its own per-request loader (so nodes(ids) of many studios, or of many
// products, is still one REST call).
import type { QueryResolvers, Resolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { userInputError } from '../errors.js';
import { bookingNode, liveClassNode, workoutNode } from '../live/node.js';
import { dayPassNode, planNode, productNode, subscriptionNode } from '../payments/node.js';
import { fromGlobalKey, numericKey } from './global-id.js';
import type { NodeModel, NodeTypeName } from './models.js';

export const MAX_NODES = 100;

/** A fetcher for a type keyed by a database number: any other key names nothing. */
function byNumber(load: (context: GatewayContext, id: number) => Promise<NodeModel | null>) {
  return (context: GatewayContext, key: string): Promise<NodeModel | null> => {
    const id = numericKey(key);
    return id === null ? Promise.resolve(null) : load(context, id);
  };
}

/** How each Node type is fetched by its key. Adding a Node type means adding a line here. */
const fetchers: Record<NodeTypeName, (context: GatewayContext, key: string) => Promise<NodeModel | null>> = {
  Studio: byNumber((context, id) => context.loaders.studios.byId.load(id)),
  ClassType: byNumber((context, id) => context.loaders.classTypes.byId.load(id)),
  // Only the viewer's own account: any other member's id is null (a member must not read others).
  User: byNumber((context, id) => context.loaders.accounts.userById(id)),
  // Keyed by package id (`Plan:streamfit_monthly`).
  Plan: planNode,
  Product: productNode,
  // The viewer's own only, as for User.
  MemberSubscription: subscriptionNode,
  DayPass: dayPassNode,
  // Public, any state; nodes() of many classes is one GET /api/liveclass/public?ids=….
  LiveClass: byNumber(liveClassNode),
  // The viewer's own only, as for User.
  LiveClassBooking: byNumber(bookingNode),
  Workout: byNumber(workoutNode),
  // No read call for an attendance in the REST contract: null (see live/node.ts).
  LiveClassAttendance: () => Promise.resolve(null),
};

function isNodeTypeName(name: string): name is NodeTypeName {
  return Object.hasOwn(fetchers, name);
}

/** The object behind a global id; null when the id is not one of ours or names nothing. */
export async function loadNode(context: GatewayContext, globalId: string): Promise<NodeModel | null> {
  const decoded = fromGlobalKey(globalId);
  if (!decoded || !isNodeTypeName(decoded.typeName)) return null;
  return fetchers[decoded.typeName](context, decoded.key);
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
