/** Spec §8: what a form shows when the request fails without a server message. */
export const UNKNOWN_ERROR = 'Unknown error. Please try later.';
