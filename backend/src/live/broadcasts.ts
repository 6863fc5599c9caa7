import type { FastifyInstance } from 'fastify';
import { authenticate, memberOf } from '../accounts/auth.js';
import type { UserRecord } from '../accounts/repository.js';
import type { Database, Queryable } from '../db/database.js';
import { recordEvent } from '../events/record.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { randomId } from '../shared/ids.js';
import { checkOpen, notFound } from './errors.js';
import { LiveClassRepository, type LiveClassRecord } from './repository.js';
import { broadcastBodySchema, broadcastParamsSchema } from './schemas.js';

/**
 * The broadcast registry (the streaming server's calls, served here): instructors and staff
 * register the stream ids they broadcast a class under. Authorised by the user's own session, not
 * a fixed bearer token, which would put a shared secret in every instructor's browser.
 */

export const BROADCAST_FORBIDDEN_MESSAGE = "Only the class's instructors and studio staff can broadcast.";
export const STREAM_ID_IN_USE_MESSAGE =
  'Stream id is already being used. Please change stream id or keep it empty';

export interface ApiBroadcast {
  streamId: string;
  liveClassId: number;
  createdAt: string;
  createdByUserId: number;
}

function forbidden(): HttpError {
  return new HttpError(403, BROADCAST_FORBIDDEN_MESSAGE, 'forbidden');
}

/** Internal staff broadcast any class; instructors those of the studios they are attached to. */
async function checkMayBroadcast(tx: Queryable, user: UserRecord, live: LiveClassRecord): Promise<void> {
  if (user.userType === 'internal') return;
  if (user.userType === 'instructor') {
    const rows = await tx.query('SELECT 1 FROM instructor_studios WHERE user_id = $1 AND studio_id = $2', [
      user.id,
      live.studioId,
    ]);
    if (rows.length > 0) return;
  }
  throw forbidden();
}

export function registerBroadcastRoutes(app: FastifyInstance, db: Database): void {
  const signedIn = authenticate(app, db);

  app.post<{ Body: { streamId?: string | null; subFolder: string } }>(
    '/rest/v2/broadcasts/create',
    { schema: { body: broadcastBodySchema }, preHandler: signedIn },
    async (request, reply) => {
      const { member } = memberOf(request);
      if (member.userType === 'member') throw forbidden();
      const now = app.clock();
      const liveClassId = Number(request.body.subFolder.slice('instructor_streams/'.length));
      const requested = request.body.streamId ?? '';
      const streamId = requested === '' ? randomId('stream_', 12) : requested;
      const created = await db.transaction(async (tx) => {
        const live = await new LiveClassRepository(tx).findById(liveClassId);
        if (live === undefined) throw notFound('subFolder: no such live class');
        await checkMayBroadcast(tx, member, live);
        checkOpen(live, now);
        const rows = await tx.query<{ created_at: Date | string }>(
          `INSERT INTO broadcasts (stream_id, live_class_id, created_by_user_id, created_at)
           VALUES ($1, $2, $3, $4)
           ON CONFLICT (stream_id) WHERE ended_at IS NULL DO NOTHING RETURNING created_at`,
          [streamId, live.id, member.id, now],
        );
        if (rows.length === 0) throw new HttpError(409, STREAM_ID_IN_USE_MESSAGE, 'stream_id_in_use');
        // Public, so every viewer's page can switch to "live"; the stream id stays out of it.
        await recordEvent(tx, {
          type: 'broadcast.started',
          occurredAt: now,
          subject: { kind: 'liveclass', id: live.id },
          audienceUserIds: null,
          payload: { liveClassId: live.id },
        });
        const broadcast: ApiBroadcast = {
          streamId,
          liveClassId: live.id,
          createdAt: now.toISOString(),
          createdByUserId: member.id,
        };
        return broadcast;
      });
      return reply.code(201).send(ok(created));
    },
  );

  app.delete<{ Params: { streamId: string } }>(
    '/rest/v2/broadcasts/:streamId',
    { schema: { params: broadcastParamsSchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      if (member.userType === 'member') throw forbidden();
      const now = app.clock();
      const { streamId } = request.params;
      return ok(
        await db.transaction(async (tx) => {
          const [row] = await tx.query<{ id: number; live_class_id: number }>(
            'SELECT id, live_class_id FROM broadcasts WHERE stream_id = $1 AND ended_at IS NULL FOR UPDATE',
            [streamId],
          );
          if (row === undefined) throw notFound('streamId: no such broadcast');
          const live = await new LiveClassRepository(tx).findById(row.live_class_id);
          if (live === undefined) throw new Error(`Broadcast ${row.id} has no class`);
          await checkMayBroadcast(tx, member, live);
          await tx.query('UPDATE broadcasts SET ended_at = $2 WHERE id = $1', [row.id, now]);
          await recordEvent(tx, {
            type: 'broadcast.ended',
            occurredAt: now,
            subject: { kind: 'liveclass', id: live.id },
            audienceUserIds: null,
            payload: { liveClassId: live.id },
          });
          return { streamId };
        }),
      );
    },
  );
}
