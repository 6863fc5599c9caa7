// Query.gymBenefitInvitation: whether a gym-benefit link still works (one REST call, public). A
// token longer than any the partner makes costs no call.
import type { GymBenefitInvitation, QueryResolvers, Resolvers } from '../__generated__/resolvers-types.js';
import { malformed, object, optionalStr, str } from '../rest/decode.js';
import { GYM_BENEFIT_CHECK_PATH } from './rest.js';

type Invitation = GymBenefitInvitation;

const MAX_TOKEN_LENGTH = 2048;
const MAX_EMAIL_LENGTH = 320;
const STATUSES = {
  valid: 'VALID',
  expired: 'EXPIRED',
  used: 'USED',
  other_email: 'OTHER_EMAIL',
  invalid: 'INVALID',
} as const;

const INVALID: Invitation = { status: 'INVALID', expiresAt: null };

function decodeInvitation(value: unknown): Invitation {
  const content = object(value, 'gympass/check');
  const status = STATUSES[str(content.status) as keyof typeof STATUSES] as Invitation['status'] | undefined;
  if (!status) throw malformed('gympass/check.status');
  return { status, expiresAt: optionalStr(content.expiresAt) ?? null };
}

const Query: QueryResolvers = {
  gymBenefitInvitation: async (_parent, { email, token }, { rest }) => {
    if (token.trim() === '' || token.length > MAX_TOKEN_LENGTH) return INVALID;
    // An address that cannot be the link's: the link is not one the partner made for it.
    if (email.trim() === '' || email.length > MAX_EMAIL_LENGTH) return INVALID;
    return decodeInvitation(await rest.post(GYM_BENEFIT_CHECK_PATH, { body: { email, token } }));
  },
};

export const gymBenefitResolvers: Resolvers = { Query };
