import type { FastifyInstance } from 'fastify';
import type { MemberAccessRule } from '../accounts/access.js';
import { authenticate, memberOf } from '../accounts/auth.js';
import type { Queryable } from '../db/database.js';
import { VideoRepository, type VideoRecord } from '../library/repository.js';
import { NO_SUCH_VIDEO_MESSAGE } from '../library/routes.js';
import { videoParamsSchema } from '../library/schemas.js';
import { ok } from '../http/envelope.js';
import type { OutboxEmail } from '../mail/mailer.js';
import {
  brandForStudio,
  cardFor,
  chargeCard,
  DeclinedPurchase,
  purchaseKey,
  type Member,
  type PaymentsContext,
} from '../payments/context.js';
import { invalidCardToken, invalidInput, PaymentError } from '../payments/errors.js';
import { scopeFor } from '../payments/idempotency.js';
import { paymentAttemptKeys, tooManyPaymentsMessage } from '../payments/limits.js';
import { receiptMessage } from '../payments/messages.js';
import { runPurchase, sendPurchaseAnswer, type PurchaseDone } from '../payments/purchases.js';
import { ChargeRepository } from '../payments/repository/charges.js';
import { idempotencyHeadersSchema } from '../payments/schemas.js';
import { randomId } from '../shared/ids.js';
import { CURRENCY, formatUsd, toDollars } from '../shared/money.js';

export const ALREADY_OWNED_MESSAGE = 'You already own this class: it is yours to stream any time.';
export const ALREADY_INCLUDED_IN_PLAN_MESSAGE = 'Your membership already includes this class.';

const tokenSchema = { type: ['string', 'null'], maxLength: 255 } as const;

export const videoPurchaseBodySchema = {
  type: ['object', 'null'],
  properties: { token: tokenSchema, paymentMethodId: tokenSchema },
  additionalProperties: false,
} as const;

interface VideoPurchaseBody {
  /** A new card's one-use token from the card form. */
  token?: string | null;
  /** One of the member's saved cards (`card_…`). */
  paymentMethodId?: string | null;
}

/** The on-demand credit on sale: its title and price come from the product catalogue. */
interface OnDemandCredit {
  id: number;
  title: string;
  description: string;
  priceCents: number;
}

const blank = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value.trim() === '' ? undefined : value.trim();

async function onDemandCredit(tx: Queryable): Promise<OnDemandCredit> {
  const [row] = await tx.query<{ id: number; title: string; description: string; price_cents: number }>(
    `SELECT id, title, description, price_cents FROM products WHERE type = 'credit' AND credit_type = 'ondemand'
      ORDER BY price_cents, id LIMIT 1`,
  );
  if (!row) throw new Error('The product catalogue has no on-demand credit');
  return { id: row.id, title: row.title, description: row.description, priceCents: row.price_cents };
}

function describe(video: VideoRecord): string {
  return `On-demand class: ${video.title} (${video.instructorName})`;
}

/**
 * An on-demand class bought on its own: the on-demand credit's price is charged and the credit is
 * spent on the class in the same transaction, so the member watches it for good. A member whose
 * plan already includes the library, or who owns the class, is told so and nothing is charged.
 */
export function registerVideoPurchaseRoutes(
  app: FastifyInstance,
  ctx: PaymentsContext,
  memberAccess: MemberAccessRule,
): void {
  const { db } = ctx;
  const signedIn = authenticate(app, db);

  /** Why this member may not buy the class, checked again under the member's lock. */
  async function refusal(tx: Queryable, member: Member & { accessType: string }, videoId: number, now: Date) {
    const videos = new VideoRepository(tx);
    if (!(await videos.exists(videoId))) return new PaymentError(404, 'not_found', NO_SUCH_VIDEO_MESSAGE);
    if (await videos.unlocked(member.id, videoId))
      return new PaymentError(409, 'already_owned', ALREADY_OWNED_MESSAGE);
    const { subscription } = await memberAccess(tx, member, now);
    if (subscription.active && !subscription.isClassOnly)
      return new PaymentError(409, 'already_included', ALREADY_INCLUDED_IN_PLAN_MESSAGE);
    return null;
  }

  // What buying one class costs, for the class page's offer (the same for every class).
  app.get('/api/video/purchase-offer', async () => {
    const credit = await onDemandCredit(db);
    return ok({
      productId: credit.id,
      title: credit.title,
      description: credit.description,
      price: toDollars(credit.priceCents),
      currency: CURRENCY,
    });
  });

  app.post<{
    Params: { id: number };
    Body: VideoPurchaseBody | null;
    Headers: { 'idempotency-key'?: string };
  }>(
    '/api/video/:id/purchase',
    {
      schema: { params: videoParamsSchema, body: videoPurchaseBodySchema, headers: idempotencyHeadersSchema },
      preHandler: signedIn,
    },
    async (request, reply) => {
      const user = memberOf(request).member;
      const member = { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
      const videoId = request.params.id;
      const body = request.body ?? {};
      const now = app.clock();
      const token = blank(body.token);
      const savedCard = blank(body.paymentMethodId);
      if (token !== undefined && savedCard !== undefined)
        throw invalidInput('paymentMethodId: send either token or paymentMethodId, not both');
      if (savedCard !== undefined && !savedCard.startsWith('card_'))
        throw invalidCardToken('paymentMethodId');
      // No such class is answered before it counts as a payment attempt; whether the member may buy
      // it is decided under their lock, after a repeated request's stored answer is looked up.
      if (!(await new VideoRepository(db).exists(videoId)))
        throw new PaymentError(404, 'not_found', NO_SUCH_VIDEO_MESSAGE);
      await ctx.limiter.enforce(paymentAttemptKeys(member.id, request.ip), now, tooManyPaymentsMessage);
      const key = request.headers['idempotency-key'];
      const scope = scopeFor(member.id, key, `POST /api/video/${videoId}/purchase`, body);
      const answer = await runPurchase(ctx, member, scope, now, async (tx): Promise<PurchaseDone> => {
        const refused = await refusal(tx, { ...member, accessType: user.accessType }, videoId, now);
        if (refused) throw refused;
        const video = await new VideoRepository(tx).byId(videoId, { userId: member.id, watchesAll: false });
        if (!video) throw new PaymentError(404, 'not_found', NO_SUCH_VIDEO_MESSAGE);
        const credit = await onDemandCredit(tx);
        const card = token ?? savedCard;
        if (card === undefined && credit.priceCents > 0)
          throw invalidInput(`token: is required: ${formatUsd(credit.priceCents)} is due now`);
        return buy(
          ctx,
          tx,
          member,
          video,
          credit,
          card,
          token !== undefined ? 'token' : 'paymentMethodId',
          key,
          now,
        );
      });
      return sendPurchaseAnswer(reply, answer);
    },
  );
}

async function buy(
  ctx: PaymentsContext,
  tx: Queryable,
  member: Member,
  video: VideoRecord,
  credit: OnDemandCredit,
  cardToken: string | undefined,
  tokenField: string,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<PurchaseDone> {
  const emails: OutboxEmail[] = [];
  let chargeId: number | null = null;
  let chargeRef: string | null = null;
  if (credit.priceCents > 0 && cardToken !== undefined) {
    const card = await cardFor(ctx, tx, member, cardToken, tokenField, now);
    const providerKey = purchaseKey('video', member.id, idempotencyKey);
    const result = await chargeCard(ctx, tx, member, card, {
      amountCents: credit.priceCents,
      idempotencyKey: providerKey,
      description: describe(video),
      metadata: {
        userId: String(member.id),
        videoId: String(video.id),
        productId: String(credit.id),
        kind: 'video',
      },
      now,
    });
    if (result.status === 'declined') throw new DeclinedPurchase(result.message);
    chargeRef = randomId('ch_');
    const charge = await new ChargeRepository(tx).insertCharge({
      reference: chargeRef,
      userId: member.id,
      subscriptionId: null,
      dayPassId: null,
      videoId: video.id,
      kind: 'video',
      amountCents: credit.priceCents,
      currency: CURRENCY,
      status: result.status,
      description: describe(video),
      idempotencyKey: providerKey,
      provider: ctx.provider.kind,
      providerRef: result.providerRef,
      periodIndex: null,
      attempt: 1,
      card,
      failureMessage: null,
      createdAt: now,
    });
    chargeId = charge.id;
    if (result.status === 'succeeded') {
      const brand = await brandForStudio(tx, video.studio.id, ctx.publicUrl);
      const message = receiptMessage(member, brand, {
        description: describe(video),
        amountCents: credit.priceCents,
        card,
        chargeRef,
        paidAt: now,
      });
      emails.push(await ctx.mailer.enqueue(tx, message, now));
    }
  }
  // The member's row is locked for the whole purchase, so no other unlock of this class can be in the way.
  await tx.query(
    `INSERT INTO video_unlocks (user_id, video_id, created_at, source, charge_id, amount_cents)
     VALUES ($1, $2, $3, 'credit', $4, $5)`,
    [member.id, video.id, now, chargeId, credit.priceCents],
  );
  ctx.log.info(
    { userId: member.id, videoId: video.id, charged: credit.priceCents },
    'on-demand class bought',
  );
  return {
    statusCode: 201,
    body: {
      status: true,
      content: {
        unlock: { videoId: video.id, unlockedAt: now.toISOString(), productId: credit.id },
        charged: chargeRef === null ? null : { amount: toDollars(credit.priceCents), chargeId: chargeRef },
      },
    },
    emails,
  };
}
