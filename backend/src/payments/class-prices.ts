import type { Queryable } from '../db/database.js';

/**
 * The price of a live class bought on its own. Payments prices everything sold (plans here, classes
 * too), so promo checks and the per-class payment (class-payments/) charge the same amount.
 */

/** The class's price in cents: the REST price is dollars with two decimals (`live_classes.price`). */
export function classListCents(price: string): number {
  return Math.round(Number(price) * 100);
}

/** The list price of a live class in cents, or undefined when there is no such class. */
export async function liveClassListCents(db: Queryable, liveClassId: number): Promise<number | undefined> {
  const [row] = await db.query<{ price: string }>(
    'SELECT price::text AS price FROM live_classes WHERE id = $1',
    [liveClassId],
  );
  return row === undefined ? undefined : classListCents(row.price);
}
