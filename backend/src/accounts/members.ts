import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { readIds, requiredIdsQuerySchema } from '../http/ids.js';
import { toApiMember } from './present.js';
import { UserRepository } from './repository.js';

/**
 * Other members as a signed-in member may see them (a class's attendees, say): a first name, the
 * last name's initial and the home studio, for any ids at once.
 */
export function registerMemberRoutes(
  app: FastifyInstance,
  db: Database,
  signedIn: preHandlerAsyncHookHandler,
): void {
  const users = new UserRepository(db);

  app.get<{ Querystring: { ids: string } }>(
    '/api/members',
    { schema: { querystring: requiredIdsQuerySchema }, preHandler: signedIn },
    async (request) => {
      const faces = await users.facesByIds(readIds(request.query.ids));
      return ok({ members: faces.map(toApiMember) });
    },
  );
}
