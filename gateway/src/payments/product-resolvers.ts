// Query.products and the Product type: the purchase confirmation page's products, all from one
// GET /api/products/list per request (node(id) of products joins the same batch).
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { userInputError } from '../errors/index.js';
import { fromGlobalId, numericKey, toGlobalId } from '../node/global-id.js';
import { MAX_PRODUCT_IDS } from './loaders.js';
import type { ProductModel } from './models.js';

/** The REST endpoint's largest id (a Postgres integer). */
const MAX_PRODUCT_ID = 2_147_483_647;

/** A product's numeric id from a global id or the plain number (`?productId=3`); null for anything else. */
export function productIdOf(id: string): number | null {
  const trimmed = id.trim();
  // Digits first: a plain number is never taken for base64.
  const plain = numericKey(trimmed);
  if (plain !== null || /^\d+$/.test(trimmed))
    return plain !== null && plain <= MAX_PRODUCT_ID ? plain : null;
  const decoded = fromGlobalId(trimmed);
  return decoded && decoded.typeName === 'Product' && decoded.id <= MAX_PRODUCT_ID ? decoded.id : null;
}

export const productResolvers: Resolvers = {
  Query: {
    products: (_parent, { ids }, { loaders }) => {
      if (ids.length > MAX_PRODUCT_IDS)
        throw userInputError(`products accepts at most ${MAX_PRODUCT_IDS} ids, got ${ids.length}.`);
      // One promise per item, all loaded in the same tick: the DataLoader sends them as one call.
      // The generated type cannot say a list item's promise may resolve to null, hence the cast.
      return ids.map((id) => {
        const productId = productIdOf(id);
        return productId === null ? Promise.resolve(null) : loaders.payments.productById.load(productId);
      }) as Array<Promise<ProductModel>>;
    },
  },

  Product: {
    id: (product) => toGlobalId('Product', product.id),
    databaseId: (product) => product.id,
  },
};
