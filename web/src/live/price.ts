/** The price a class is booked at when the studio gave it none. */
export const DEFAULT_PRICE_CENTS = 1000;

/** A class's price in cents, or the default when it has none. */
export function listCentsOf(price: { readonly cents: number } | null | undefined): number {
  return price?.cents ?? DEFAULT_PRICE_CENTS;
}

export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
