import { MAX_ID } from '../http/ids.js';
import type { ChargePosition } from './repository/charges.js';

/**
 * The member's payment history, paged by position (API.md "Payment history"): each charge carries
 * the cursor that continues right after it, `<creation time, UTC, to the microsecond>_<id>`.
 */

/** The only cursor shape handed out. */
export const CHARGE_CURSOR_PATTERN =
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{6}Z_[1-9][0-9]{0,9}$';

/** A charge's reference as receipts name it. */
export const CHARGE_REFERENCE_PATTERN = '^ch_[A-Za-z0-9]{1,64}$';

/** Without `limit`, as many as the list showed before it paged. */
export const CHARGES_PAGE_SIZE = 100;
export const MAX_CHARGES_PAGE_SIZE = 100;

export const INVALID_CHARGE_CURSOR_MESSAGE = 'after: is not a valid cursor';

export function chargeCursor(position: ChargePosition): string {
  return `${position.createdAt}_${position.id}`;
}

/**
 * The position a cursor names, or undefined when this backend could not have handed it out:
 * another shape, a date and time that does not exist (`2030-02-31`, `24:00`), or an impossible id.
 */
export function readChargeCursor(cursor: string): ChargePosition | undefined {
  if (!new RegExp(CHARGE_CURSOR_PATTERN).test(cursor)) return undefined;
  const [createdAt = '', id = ''] = cursor.split('_');
  const chargeId = Number(id);
  if (chargeId > MAX_ID) return undefined;
  // JavaScript rolls impossible dates over where PostgreSQL refuses them: a date and time exists
  // when reading it back gives the same fields.
  const at = new Date(`${createdAt.slice(0, 23)}Z`);
  const exists =
    !Number.isNaN(at.getTime()) &&
    at.getUTCFullYear() >= 1 &&
    at.toISOString().slice(0, 19) === createdAt.slice(0, 19);
  return exists ? { createdAt, id: chargeId } : undefined;
}

/** `?limit=&after=` of GET /api/user/charges. */
export const chargesQuerySchema = {
  type: 'object',
  properties: {
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_CHARGES_PAGE_SIZE,
      default: CHARGES_PAGE_SIZE,
      'x-error': `must be a whole number from 1 to ${MAX_CHARGES_PAGE_SIZE}`,
    },
    after: { type: 'string', pattern: CHARGE_CURSOR_PATTERN, 'x-error': 'is not a valid cursor' },
  },
  additionalProperties: false,
} as const;

export const chargeParamsSchema = {
  type: 'object',
  properties: {
    id: {
      type: 'string',
      pattern: CHARGE_REFERENCE_PATTERN,
      'x-error': "must be a charge's reference (ch_…)",
    },
  },
  required: ['id'],
} as const;
