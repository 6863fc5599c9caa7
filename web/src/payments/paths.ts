/** The plan a payment page starts on: `?plan=yearly` picks the annual plan, anything else monthly. */
export type PlanChoice = 'monthly' | 'yearly';

export function planChoiceFrom(search: string | URLSearchParams): PlanChoice {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get('plan')?.toLowerCase() === 'yearly' ? 'yearly' : 'monthly';
}

/**
 * The day-pass page: a visitor who is not logged in goes to /login/daypass on a
 * white-label site, else to /login/daypass/{studio shortName} (/login/daypass without a studio).
 */
export function dayPassLogInPath(whiteLabel: boolean, studioShortName: string | undefined): string {
  if (whiteLabel || !studioShortName) return '/login/daypass';
  return `/login/daypass/${encodeURIComponent(studioShortName)}`;
}

/**
 * The day-pass page: after payment, /account (general site, no studio), /account/{date}
 * (white-label) or /account/{shortName}/{date}; the date reads 'MMMM Do, YYYY'.
 */
export function afterDayPassPath({
  whiteLabel,
  studioShortName,
  passDate,
}: {
  whiteLabel: boolean;
  /** The studio in the address (/daypass/:studioShortName); undefined on /daypass. */
  studioShortName: string | undefined;
  /** The booked day, formatted 'MMMM Do, YYYY'. */
  passDate: string;
}): string {
  if (whiteLabel) return `/account/${encodeURIComponent(passDate)}`;
  if (studioShortName)
    return `/account/${encodeURIComponent(studioShortName)}/${encodeURIComponent(passDate)}`;
  return '/account';
}

/** The member area's front door, carrying the current query string (from the confirmation pages). */
export function dashboardPath(search: string): string {
  return `/newplatform/dashboard${search}`;
}
