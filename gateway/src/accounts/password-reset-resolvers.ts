// Password reset by link (the e-mail holds `<site>/forgot-password#token=<token>`):
// `passwordResetLink` tells the page whether the link still works, `completePasswordReset` sets
// the new password with it, which ends every other session and signs the member in. One REST call
// each, never retried; a token that cannot be one (not 43 base64url characters) costs none.
import type {
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  ResolversTypes,
} from '../__generated__/resolvers-types.js';
import { RestFailure } from '../rest/client.js';
import { checkInput } from './input.js';
import type { PasswordResetLinkModel } from './models.js';
import {
  decodeResetLink,
  decodeSession,
  RESET_COMPLETE_PATH,
  RESET_LINK_CHECK_PATH,
  RESET_TOKEN_SHAPE,
} from './rest.js';
import { expectedFailure, RESET_LINK_UNUSABLE_MESSAGE, type UserErrorModel } from './user-errors.js';

const UNUSABLE: PasswordResetLinkModel = { valid: false, email: null, expiresAt: null };
const UNUSABLE_LINK: UserErrorModel = {
  field: null,
  code: 'INVALID_RESET_LINK',
  message: RESET_LINK_UNUSABLE_MESSAGE,
};
const COMPLETE_FIELDS = ['token', 'password'];

type AuthPayloadResult = ResolversTypes['AuthPayload'];

function refused(userErrors: UserErrorModel[]): AuthPayloadResult {
  return { viewer: null, authToken: null, userErrors };
}

const Query: QueryResolvers = {
  passwordResetLink: async (_parent, { token }, { rest }) => {
    if (!RESET_TOKEN_SHAPE.test(token)) return UNUSABLE;
    try {
      return decodeResetLink(
        await rest.post(RESET_LINK_CHECK_PATH, { body: { token } }),
        'reset-password/check',
      );
    } catch (error) {
      // The backend's 400: expired, used or unknown. Anything else (an outage) stays an error.
      if (error instanceof RestFailure && error.upstreamStatus === 400) return UNUSABLE;
      throw error;
    }
  },
};

const Mutation: MutationResolvers = {
  completePasswordReset: async (_parent, { input }, { rest, loaders }) => {
    if (!RESET_TOKEN_SHAPE.test(input.token)) return refused([UNUSABLE_LINK]);
    const invalid = checkInput({ password: input.password });
    if (invalid.length > 0) return refused(invalid);
    let content: unknown;
    try {
      content = await rest.post(RESET_COMPLETE_PATH, {
        body: { token: input.token, password: input.password },
      });
    } catch (error) {
      const userError = expectedFailure(error, 'completePasswordReset', COMPLETE_FIELDS, false);
      if (!userError) throw error;
      return refused([userError]);
    }
    const session = decodeSession(content, 'reset-password/complete');
    loaders.accounts.startSession(session.authToken, session.user);
    return { viewer: session.user, authToken: session.authToken, userErrors: [] };
  },
};

export const passwordResetResolvers: Resolvers = { Query, Mutation };
