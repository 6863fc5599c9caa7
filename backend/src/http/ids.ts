import { HttpError } from './errors.js';

/**
 * The `?ids=1,2,3` query of the calls that read several records at once (live classes by id, the
 * public faces of members): one schema and one reading, so every such call refuses the same inputs
 * with the same message.
 */

/** The largest id PostgreSQL's integer column holds; larger ones could only ever be unknown. */
export const MAX_ID = 2_147_483_647;
export const MAX_IDS_PER_REQUEST = 100;
export const IDS_MESSAGE = `must be a comma-separated list of 1 to ${MAX_IDS_PER_REQUEST} positive integers`;

/** `ids` is required: 1 to 100 positive integers without leading zeros, separated by commas. */
export const requiredIdsQuerySchema = {
  type: 'object',
  properties: {
    ids: {
      type: 'string',
      maxLength: MAX_IDS_PER_REQUEST * 11,
      pattern: `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${MAX_IDS_PER_REQUEST - 1}}$`,
      'x-error': IDS_MESSAGE,
    },
  },
  required: ['ids'],
} as const;

/**
 * The ids of a value `requiredIdsQuerySchema` accepted, each once, in the order given. Ten digits
 * pass the pattern but may exceed what an id can be: that is the same 400 as any other bad list.
 */
export function readIds(text: string): number[] {
  const values = text.split(',').map(Number);
  if (values.some((id) => id > MAX_ID)) throw new HttpError(400, `ids: ${IDS_MESSAGE}`, 'invalid_input');
  return [...new Set(values)];
}
