import type { PlanKind } from './__generated__/PlanBox_plan.graphql';

export interface PlanCopy {
  /** After the price: 'per year', 'per month', 'per day'. */
  per: string;
  /** 'Billed annually', 'Billed monthly', 'One-time payment'. */
  billing: string;
  /** First 7 days free, cancel any time, unlimited workouts (a day pass: unlimited workouts). */
  perks: string[];
}

/** The product's plan copy, from what the graph says about the plan (prices are never written here). */
export function planCopy(kind: PlanKind, trialDays: number): PlanCopy {
  if (kind === 'DAY_PASS')
    return { per: 'per day', billing: 'One-time payment', perks: ['Unlimited workouts'] };
  const trial = trialDays > 0 ? [`First ${trialDays} days free`] : [];
  return {
    per: kind === 'YEARLY' ? 'per year' : 'per month',
    billing: kind === 'YEARLY' ? 'Billed annually' : 'Billed monthly',
    perks: [...trial, 'Cancel any time', 'Unlimited workouts'],
  };
}

/**
 * The wallet sheet's amounts, exactly as the product sets them (cents): 2399 for the
 * annual plan, 1999 for the monthly one. The server prices the purchase itself.
 */
export function walletAmount(kind: PlanKind): number {
  return kind === 'YEARLY' ? 2399 : 1999;
}
