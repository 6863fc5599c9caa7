import { fetchQuery, graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { UNKNOWN_ERROR } from '../../relay/mutationOutcome';
import type { verifyPromoQuery } from './__generated__/verifyPromoQuery.graphql';

const VerifyPromoQuery = graphql`
  query verifyPromoQuery($input: VerifyPromoInput!) {
    verifyPromo(input: $input) {
      code
      valid
      message
      newAmount {
        cents
        formatted
      }
      amount {
        formatted
      }
    }
  }
`;

/** What a promo code does to one plan's price. */
export type PromoCheckResult =
  | {
      valid: true;
      /** The code as the server normalised it (upper case). */
      code: string;
      packageId: string;
      /** The output text, for example '50% off your first payment'. */
      message: string;
      /** What the member pays now; 0 cents means no card is needed. */
      newAmount: { cents: number; formatted: string };
      /** The plan's price without the code. */
      amount: string;
    }
  | { valid: false; code: string; packageId: string; message: string };

/** What a code is checked against: a plan's package id, or one live class. */
export type PromoTarget = string | { liveClassId: string };

/**
 * Checks a promo code against a plan or a live class (checked by the server together
 * with the price; the server prices the plan or class itself). Never rejects: a failed call
 * reads as a refused code with the generic error.
 */
export async function verifyPromo(
  environment: IEnvironment,
  code: string,
  target: PromoTarget,
): Promise<PromoCheckResult> {
  // `packageId` labels the result; a live class gets a label of its own.
  const packageId = typeof target === 'string' ? target : `liveclass:${target.liveClassId}`;
  const input =
    typeof target === 'string' ? { code, packageId: target } : { code, liveClassId: target.liveClassId };
  try {
    const data = await fetchQuery<verifyPromoQuery>(
      environment,
      VerifyPromoQuery,
      { input },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    const check = data?.verifyPromo;
    if (!check) return { valid: false, code, packageId, message: UNKNOWN_ERROR };
    if (check.valid && check.newAmount) {
      return {
        valid: true,
        code: check.code,
        packageId,
        message: check.message,
        newAmount: { cents: check.newAmount.cents, formatted: check.newAmount.formatted },
        amount: check.amount.formatted,
      };
    }
    return { valid: false, code, packageId, message: check.message };
  } catch {
    return { valid: false, code, packageId, message: UNKNOWN_ERROR };
  }
}
