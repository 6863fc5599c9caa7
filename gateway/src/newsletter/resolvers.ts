// Mutation.subscribeToNewsletter: the footer's form. One REST call (never retried: it is
// a POST), refused without one when the input cannot be right. What the backend refuses with a
// 4xx becomes `userErrors` with its message; an outage or a 5xx stays a GraphQL error.
import type { MutationResolvers, Resolvers, ResolversTypes } from '../__generated__/resolvers-types.js';
import { RestFailure } from '../rest/client.js';
import { validationUserError } from '../shared/text.js';
import { TOO_MANY_ATTEMPTS_MESSAGE, type UserErrorModel } from '../shared/user-errors.js';
import { checkNewsletterInput, studioShortNameOf, UNKNOWN_STUDIO_MESSAGE } from './input.js';
import { decodeSubscription, NEWSLETTER_SUBSCRIBE_PATH } from './rest.js';

type Payload = ResolversTypes['NewsletterSubscriptionPayload'];

const INPUT_FIELDS = ['email', 'studioShortName'];
/** How members read the form's fields. */
const FIELD_LABELS: Readonly<Record<string, string>> = { email: 'E-mail address', studioShortName: 'Studio' };

function refused(userErrors: UserErrorModel[]): Payload {
  return { email: null, alreadySubscribed: null, userErrors };
}

/** The userError for a refusal the form expects, or null (then the GraphQL error goes through). */
export function newsletterFailure(error: unknown): UserErrorModel | null {
  if (!(error instanceof RestFailure) || error.upstreamStatus === null) return null;
  const text = error.upstreamMessage;
  switch (error.upstreamStatus) {
    case 400:
      return validationUserError(text ?? 'The request was not valid.', INPUT_FIELDS, FIELD_LABELS);
    case 404:
      return { field: 'studioShortName', code: 'NOT_FOUND', message: text ?? UNKNOWN_STUDIO_MESSAGE };
    case 429:
      return { field: null, code: 'TOO_MANY_ATTEMPTS', message: text ?? TOO_MANY_ATTEMPTS_MESSAGE };
    default:
      return null;
  }
}

const Mutation: MutationResolvers = {
  subscribeToNewsletter: async (_parent, { input }, { rest }) => {
    const invalid = checkNewsletterInput(input);
    if (invalid.length > 0) return refused(invalid);
    const studioShortName = studioShortNameOf(input);
    let content: unknown;
    try {
      content = await rest.post(NEWSLETTER_SUBSCRIBE_PATH, {
        body: {
          email: input.email,
          source: 'footer',
          ...(studioShortName !== null ? { studioShortName } : {}),
        },
      });
    } catch (error) {
      const userError = newsletterFailure(error);
      if (!userError) throw error;
      return refused([userError]);
    }
    const subscription = decodeSubscription(content);
    return { email: subscription.email, alreadySubscribed: subscription.alreadySubscribed, userErrors: [] };
  },
};

export const newsletterResolvers: Resolvers = { Mutation };
