// DateTime arguments as the resolvers use them: the scalar gives a Date, a string is read too.
import { userInputError } from '../errors/index.js';

/** A DateTime argument as a time in ms (the scalar gives a Date; a string is read too). */
export function timeOf(value: Date | string): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/** An ISO form of a DateTime argument, for a REST body. */
export function isoOf(value: Date | string): string {
  const time = timeOf(value);
  if (Number.isNaN(time)) throw userInputError('from and to must be date-times.');
  return new Date(time).toISOString();
}
