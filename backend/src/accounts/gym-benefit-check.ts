import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { normaliseEmail } from '../http/text.js';
import { verifyGymBenefitToken } from './gym-benefit.js';
import { UserRepository } from './repository.js';
import { sha256 } from './tokens.js';

/** What a gym-benefit invitation link can be, before anyone chooses a password with it. */
export type GymBenefitInvitationStatus = 'valid' | 'expired' | 'used' | 'invalid' | 'other_email';

const checkBodySchema = {
  type: 'object',
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 320 },
    token: { type: 'string', minLength: 1, maxLength: 2048 },
  },
  required: ['email', 'token'],
  additionalProperties: false,
} as const;

/**
 * `POST /api/user/register/gympass/check`: tells the sign-up page whether an invitation link still
 * works, and if not why (expired, already used, sent to another address, or not a valid link), so
 * the member learns it before choosing a password. The token travels in the body, out of access
 * logs. It reveals nothing the link's holder does not already know: the token is signed, and its
 * payload is the e-mail and expiry it carries.
 */
export function registerGymBenefitCheck(
  app: FastifyInstance,
  options: { db: Database; gymBenefitSecret: string },
) {
  app.post<{ Body: { email: string; token: string } }>(
    '/api/user/register/gympass/check',
    { schema: { body: checkBodySchema } },
    async (request) => {
      const email = normaliseEmail(request.body.email, 'email');
      const invitation = verifyGymBenefitToken(options.gymBenefitSecret, request.body.token, app.clock());
      const answer = (status: GymBenefitInvitationStatus, expiresAt: Date | null = null) =>
        ok({ status, expiresAt: expiresAt?.toISOString() ?? null });
      if (!invitation.valid) {
        if (invitation.reason !== 'expired') return answer('invalid');
        // Signed but past its date: the expiry is the signed payload's, worth telling the member.
        return answer('expired', expiryOf(request.body.token));
      }
      if (invitation.email !== email) return answer('other_email');
      const used = await new UserRepository(options.db).isGymBenefitRedeemed(sha256(request.body.token));
      return used ? answer('used') : answer('valid', invitation.expiresAt);
    },
  );
}

/** The expiry a signed token carries (its signature already checked). */
function expiryOf(token: string): Date | null {
  const payload = Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8');
  const ms = Number(payload.slice(payload.lastIndexOf('|') + 1));
  return Number.isFinite(ms) && ms > 0 ? new Date(ms) : null;
}
