/** Timestamps as both drivers return them (a Date, or text). */

export type Timestamp = Date | string;
export const date = (value: Timestamp): Date => new Date(value);
export const optionalDate = (value: Timestamp | null): Date | null =>
  value === null ? null : new Date(value);
