// The account mutations (sign-up, log-in, password reset). Each calls its REST route once (mutations are
// never retried), and turns the failures a form expects into `userErrors` (user-errors.ts); an
// outage or a 5xx stays a GraphQL error. A new session replaces the request's token and viewer,
// so the payload's `viewer { … }` is served from the answer without another call.
import type { MutationResolvers, Resolvers, ResolversTypes } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../graph/context.js';
import type { RestContent } from '../rest/client.js';
import { checkInput, studioShortNameOf, type AccountInput } from './input.js';
import { isSessionEnded } from '../shared/session.js';
import {
  GYM_BENEFIT_REGISTER_PATH,
  LOGOUT_PATH,
  decodeSession,
  loginPath,
  registerPath,
  resetPasswordPath,
} from './rest.js';
import { expectedFailure, type AccountOperation, type UserErrorModel } from './user-errors.js';

/** The product's exact success text, shown whatever the backend words it as. */
export const PASSWORD_RESET_MESSAGE =
  'Password reset successful! Please check your email to get your new password and login!';

type AuthPayloadResult = ResolversTypes['AuthPayload'];

const SIGN_UP_FIELDS = ['email', 'firstName', 'lastName', 'password', 'studioShortName'];
const GYM_BENEFIT_FIELDS = ['email', 'firstName', 'lastName', 'password', 'token'];
const LOG_IN_FIELDS = ['email', 'password', 'studioShortName'];
const RESET_FIELDS = ['email', 'studioShortName'];

function refused(userErrors: UserErrorModel[]): AuthPayloadResult {
  return { viewer: null, authToken: null, userErrors };
}

/**
 * Runs a call that opens a session (register, login): checks the input first, maps expected
 * failures, and on success makes the new session the request's.
 */
async function openSession(
  context: GatewayContext,
  operation: AccountOperation,
  input: AccountInput,
  inputFields: readonly string[],
  call: (studioShortName: string | null) => Promise<RestContent>,
): Promise<AuthPayloadResult> {
  const invalid = checkInput(input);
  if (invalid.length > 0) return refused(invalid);
  const studioShortName = studioShortNameOf(input);

  let content: RestContent;
  try {
    content = await call(studioShortName);
  } catch (error) {
    const userError = expectedFailure(error, operation, inputFields, studioShortName !== null);
    if (!userError) throw error;
    return refused([userError]);
  }
  const session = decodeSession(content, operation);
  context.loaders.accounts.startSession(session.authToken, session.user);
  return { viewer: session.user, authToken: session.authToken, userErrors: [] };
}

const Mutation: MutationResolvers = {
  signUp: (_parent, { input }, context) =>
    openSession(context, 'signUp', input, SIGN_UP_FIELDS, (studio) =>
      context.rest.post(registerPath(studio), {
        body: {
          userInfo: {
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            password: input.password,
          },
        },
      }),
    ),

  signUpWithGymBenefit: (_parent, { input }, context) =>
    openSession(context, 'signUpWithGymBenefit', input, GYM_BENEFIT_FIELDS, () =>
      context.rest.post(GYM_BENEFIT_REGISTER_PATH, {
        body: {
          userInfo: {
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            password: input.password,
          },
          token: input.token,
        },
      }),
    ),

  logIn: (_parent, { input }, context) =>
    openSession(context, 'logIn', input, LOG_IN_FIELDS, (studio) =>
      context.rest.post(loginPath(studio), { body: { email: input.email, password: input.password } }),
    ),

  logOut: async (_parent, { input }, { rest, loaders }) => {
    // Idempotent: without a token, or with one the backend no longer knows, the session is over already.
    if (rest.hasAuthorization) {
      try {
        await rest.post(LOGOUT_PATH);
      } catch (error) {
        if (!isSessionEnded(error)) throw error;
      }
    }
    loaders.accounts.endSession();
    return { loggedOut: true, clientMutationId: input.clientMutationId ?? null };
  },

  requestPasswordReset: async (_parent, { input }, { rest, loaders }) => {
    const invalid = checkInput(input);
    if (invalid.length > 0) return { message: null, userErrors: invalid };

    // The backend wants the studio's id (so the mail carries its brand): from the request's studio list.
    const studioShortName = studioShortNameOf(input);
    let studioId: number | null = null;
    if (studioShortName !== null) {
      const studio = (await loaders.studios.all()).find(
        (candidate) => candidate.shortName === studioShortName,
      );
      if (!studio) {
        return {
          message: null,
          userErrors: [
            {
              field: 'studioShortName',
              code: 'NOT_FOUND',
              message: 'There is no studio with that short name.',
            },
          ],
        };
      }
      studioId = studio.id;
    }

    try {
      await rest.post(resetPasswordPath(studioId), { body: { email: input.email } });
    } catch (error) {
      const userError = expectedFailure(error, 'requestPasswordReset', RESET_FIELDS, false);
      if (!userError) throw error;
      return { message: null, userErrors: [userError] };
    }
    return { message: PASSWORD_RESET_MESSAGE, userErrors: [] };
  },
};

export const mutationResolvers: Resolvers = { Mutation };
