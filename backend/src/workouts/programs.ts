import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { MemberAccessRule } from '../accounts/access.js';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { toApiProgram, toApiVideo } from '../library/present.js';
import { VideoRepository } from '../library/repository.js';
import { viewerFor } from '../library/routes.js';
import { programInfoBodySchema, type ProgramInfoBody } from './schemas.js';

/**
 * POST /api/program/getProgramInfo: the programs the calendar names its workouts by. The library
 * keeps programs; this reads them through its repository, so there is one query for a program.
 */

export const NO_SUCH_PROGRAM_MESSAGE = 'programId: no such program';

export function registerProgramRoutes(
  app: FastifyInstance,
  db: Database,
  signedIn: preHandlerAsyncHookHandler,
  memberAccess: MemberAccessRule,
): void {
  const viewerOf = viewerFor(db, memberAccess);

  app.post<{ Body: ProgramInfoBody | null }>(
    '/api/program/getProgramInfo',
    { schema: { body: programInfoBodySchema }, preHandler: signedIn },
    async (request) => {
      const videos = new VideoRepository(db);
      const programId = request.body?.programId;
      // Without a program: every program (id, title, …), the list the calendar matches titles from.
      if (programId === undefined) return ok((await videos.programs()).map(toApiProgram));
      const program = await videos.program(programId);
      if (program === undefined) throw new HttpError(404, NO_SUCH_PROGRAM_MESSAGE, 'not_found');
      const viewer = await viewerOf(request, app.clock());
      const inOrder = await videos.byIds(program.videoIds, viewer);
      return ok([{ ...toApiProgram(program), videos: inOrder.map(toApiVideo) }]);
    },
  );
}
