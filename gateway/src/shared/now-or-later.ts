// Values a resolver may have at hand or may still be waiting for. graphql-js completes a list whose
// items' fields are all plain values in one pass; one promise among them makes it wait on every
// item of the list (a promise per item, then one per object), which on a list of 100 costs more
// than the fields themselves. Resolvers of list items answer at once when they can.

/** `map(value)` at once when the value is at hand, else when it arrives (a rejection passes through). */
export function nowOrLater<T, U>(value: T | Promise<T>, map: (value: T) => U): U | Promise<U> {
  return value instanceof Promise ? value.then(map) : map(value);
}
