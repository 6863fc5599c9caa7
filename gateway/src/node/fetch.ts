// Building blocks for the node(id) fetchers domains register (graph/domain.ts `nodeTypes`).
import type { GatewayContext } from '../graph/context.js';
import type { NodeModel } from '../graph/node-models.js';
import { numericKey } from './global-id.js';

/** A fetcher for a type keyed by a database number: any other key names nothing. */
export function byNumber<Model extends NodeModel>(
  load: (context: GatewayContext, id: number) => Promise<Model | null>,
): (context: GatewayContext, key: string) => Promise<Model | null> {
  return (context, key) => {
    const id = numericKey(key);
    return id === null ? Promise.resolve(null) : load(context, id);
  };
}

/** A Node type with no read call in the REST contract: node() of one is null. */
export function notRefetchable(): Promise<null> {
  return Promise.resolve(null);
}
