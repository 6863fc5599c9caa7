// The newsletter's REST resource (backend/API.md "Newsletter") and its decoder.
import { bool, malformed, object, str } from '../rest/decode.js';

export const NEWSLETTER_SUBSCRIBE_PATH = '/api/newsletter/subscribe';

export interface NewsletterSubscriptionModel {
  email: string;
  alreadySubscribed: boolean;
}

/** `{ email, alreadySubscribed }` (201 new, 200 already on the list). */
export function decodeSubscription(value: unknown): NewsletterSubscriptionModel {
  const content = object(value, 'newsletter/subscribe');
  const email = str(content.email);
  if (email === '') throw malformed('newsletter/subscribe.email');
  return { email, alreadySubscribed: bool(content.alreadySubscribed, false) };
}
