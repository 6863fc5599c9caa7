// The member's own account details on the account page (API.md "Profile"): the name, a new e-mail
// address (moved only by the link mailed to it) and the password. Each calls its REST route once
// (mutations are never retried) after the cheap checks, and turns what the form expects into typed
// `userErrors` next to their field; an outage or a 5xx stays a GraphQL error.
import type { MutationResolvers, Resolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../graph/context.js';
import { RestFailure, type RestContent } from '../rest/client.js';
import { object, optionalStr } from '../rest/decode.js';
import { NOT_SIGNED_IN, TOO_MANY_ATTEMPTS_MESSAGE } from '../shared/user-errors.js';
import { checkInput } from './input.js';
import {
  decodeUser,
  EMAIL_CHANGE_CONFIRM_PATH,
  EMAIL_CHANGE_PATH,
  ME_PATH,
  PASSWORD_CHANGE_PATH,
  RESET_TOKEN_SHAPE,
} from './rest.js';
import { fromValidationMessage, type UserErrorModel } from './user-errors.js';

export const WRONG_PASSWORD_MESSAGE = 'That is not your current password.';
export const EMAIL_CHANGE_LINK_UNUSABLE_MESSAGE =
  'This e-mail change link has expired or was already used. Please ask for a new one from your account page.';
export const SAME_EMAIL_MESSAGE = 'This is already your e-mail address.';
export const EMAIL_IN_USE_MESSAGE = 'An account with this e-mail already exists.';
export const NOTHING_TO_CHANGE_MESSAGE = 'Please enter a first or last name to change.';

const INVALID_LINK: UserErrorModel = {
  field: null,
  code: 'INVALID_EMAIL_CHANGE_LINK',
  message: EMAIL_CHANGE_LINK_UNUSABLE_MESSAGE,
};

type Operation = 'updateProfile' | 'requestEmailChange' | 'confirmEmailChange' | 'changePassword';

const INPUT_FIELDS: Readonly<Record<Operation, readonly string[]>> = {
  updateProfile: ['firstName', 'lastName'],
  requestEmailChange: ['email', 'currentPassword'],
  confirmEmailChange: ['token'],
  changePassword: ['currentPassword', 'newPassword'],
};

/**
 * The userError for a REST failure the form expects, or null (an outage, a 5xx, anything else):
 * the backend's machine code decides where it has one, the status otherwise.
 */
export function profileFailure(error: unknown, operation: Operation): UserErrorModel | null {
  if (!(error instanceof RestFailure) || error.upstreamStatus === null) return null;
  const status = error.upstreamStatus;
  const text = error.upstreamMessage;
  switch (error.upstreamCode) {
    case 'wrong_password':
      return { field: 'currentPassword', code: 'WRONG_PASSWORD', message: WRONG_PASSWORD_MESSAGE };
    case 'same_email':
      return { field: 'email', code: 'INVALID_STATE', message: text ?? SAME_EMAIL_MESSAGE };
    case 'email_taken':
      return {
        field: operation === 'requestEmailChange' ? 'email' : null,
        code: 'EMAIL_TAKEN',
        message: text ?? EMAIL_IN_USE_MESSAGE,
      };
    case 'invalid_link':
      return INVALID_LINK;
    case 'rate_limited':
      return { field: null, code: 'TOO_MANY_ATTEMPTS', message: text ?? TOO_MANY_ATTEMPTS_MESSAGE };
    default:
      break;
  }
  switch (status) {
    case 400:
    case 413:
    case 422:
      // A link's token of the wrong shape is the link being unusable, whatever the words.
      if (operation === 'confirmEmailChange') return INVALID_LINK;
      return fromValidationMessage(text ?? 'The request was not valid.', INPUT_FIELDS[operation]);
    case 401:
      return NOT_SIGNED_IN;
    case 409:
      return {
        field: operation === 'requestEmailChange' ? 'email' : null,
        code: 'EMAIL_TAKEN',
        message: text ?? EMAIL_IN_USE_MESSAGE,
      };
    case 429:
      return { field: null, code: 'TOO_MANY_ATTEMPTS', message: text ?? TOO_MANY_ATTEMPTS_MESSAGE };
    default:
      return null;
  }
}

type Outcome = { ok: true; content: RestContent } | { ok: false; userErrors: UserErrorModel[] };

/** Calls the route once; an expected failure becomes its userError, a 401 also ends the request's session. */
async function call(
  context: GatewayContext,
  operation: Operation,
  send: () => Promise<RestContent>,
): Promise<Outcome> {
  try {
    return { ok: true, content: await send() };
  } catch (error) {
    const userError = profileFailure(error, operation);
    if (!userError) throw error;
    if (userError.code === 'UNAUTHENTICATED') context.loaders.accounts.endSession();
    return { ok: false, userErrors: [userError] };
  }
}

const Mutation: MutationResolvers = {
  updateProfile: async (_parent, { input }, context) => {
    const firstName = input.firstName ?? undefined;
    const lastName = input.lastName ?? undefined;
    if (firstName === undefined && lastName === undefined)
      return {
        viewer: null,
        userErrors: [{ field: null, code: 'INVALID_INPUT', message: NOTHING_TO_CHANGE_MESSAGE }],
      };
    const invalid = checkInput({ firstName, lastName });
    if (invalid.length > 0) return { viewer: null, userErrors: invalid };
    if (!context.rest.hasAuthorization) return { viewer: null, userErrors: [NOT_SIGNED_IN] };
    const outcome = await call(context, 'updateProfile', () =>
      context.rest.request('PATCH', ME_PATH, {
        body: {
          ...(firstName === undefined ? {} : { firstName }),
          ...(lastName === undefined ? {} : { lastName }),
        },
      }),
    );
    if (!outcome.ok) return { viewer: null, userErrors: outcome.userErrors };
    const user = decodeUser(outcome.content, 'user/me');
    context.loaders.accounts.replaceViewer(user);
    return { viewer: user, userErrors: [] };
  },

  requestEmailChange: async (_parent, { input }, context) => {
    const refused = (userErrors: UserErrorModel[]) => ({
      pendingEmail: null,
      expiresAt: null,
      viewer: null,
      userErrors,
    });
    const invalid = checkInput({ email: input.email, password: input.currentPassword }).map((error) =>
      error.field === 'password' ? { ...error, field: 'currentPassword' } : error,
    );
    if (invalid.length > 0) return refused(invalid);
    if (!context.rest.hasAuthorization) return refused([NOT_SIGNED_IN]);
    const outcome = await call(context, 'requestEmailChange', () =>
      context.rest.post(EMAIL_CHANGE_PATH, {
        body: { email: input.email, currentPassword: input.currentPassword },
      }),
    );
    if (!outcome.ok) return refused(outcome.userErrors);
    const content = object(outcome.content, 'user/me/email');
    // The viewer now has an address waiting: read again if the payload asks.
    context.loaders.accounts.refresh();
    return {
      pendingEmail: optionalStr(content.pendingEmail),
      expiresAt: optionalStr(content.expiresAt),
      userErrors: [],
    };
  },

  confirmEmailChange: async (_parent, { input }, context) => {
    const refused = (userErrors: UserErrorModel[]) => ({ email: null, viewer: null, userErrors });
    // A token that cannot be one costs no call.
    if (!RESET_TOKEN_SHAPE.test(input.token)) return refused([INVALID_LINK]);
    const outcome = await call(context, 'confirmEmailChange', () =>
      context.rest.post(EMAIL_CHANGE_CONFIRM_PATH, { body: { token: input.token } }),
    );
    if (!outcome.ok) return refused(outcome.userErrors);
    context.loaders.accounts.refresh();
    return { email: optionalStr(object(outcome.content, 'user/me/email/confirm').email), userErrors: [] };
  },

  changePassword: async (_parent, { input }, context) => {
    const refused = (userErrors: UserErrorModel[]) => ({ viewer: null, userErrors });
    const invalid = [
      ...checkInput({ password: input.currentPassword }).map((error) => ({
        ...error,
        field: 'currentPassword',
      })),
      ...checkInput({ password: input.newPassword }).map((error) => ({
        ...error,
        field: 'newPassword',
        message: error.message.replace(/^Password/, 'New password'),
      })),
    ];
    if (invalid.length > 0) return refused(invalid);
    if (!context.rest.hasAuthorization) return refused([NOT_SIGNED_IN]);
    const outcome = await call(context, 'changePassword', () =>
      context.rest.post(PASSWORD_CHANGE_PATH, {
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword },
      }),
    );
    if (!outcome.ok) return refused(outcome.userErrors);
    const user = decodeUser(outcome.content, 'user/me/password');
    context.loaders.accounts.replaceViewer(user);
    return { viewer: user, userErrors: [] };
  },
};

export const profileResolvers: Resolvers = {
  Mutation,
  // After a change the viewer is read when asked (null on a refusal, or without a session).
  RequestEmailChangePayload: {
    viewer: (payload, _args, { loaders }) => (payload.viewer === null ? null : loaders.accounts.viewer()),
  },
  ConfirmEmailChangePayload: {
    viewer: (payload, _args, { loaders }) => (payload.viewer === null ? null : loaders.accounts.viewer()),
  },
};
