import type { FastifyInstance } from 'fastify';
import { ok, okData } from '../http/envelope.js';
import { BadRequestError, NotFoundError } from '../http/errors.js';
import {
  toClassType,
  toStudioPackages,
  toStudioSummary,
  toWebStudio,
  toWhiteLabelStudio,
  type WebStudio,
} from './present.js';
import type { StudioRecord, StudioRepository, StudioWithPeople } from './repository.js';
import {
  IDS_MESSAGE,
  MAX_ID,
  idsQuerySchema,
  noPayloadBodySchema,
  shortNameSchema,
  webStudiosResponseSchema,
} from './schemas.js';

/** `"3,1,3"` → [3, 1]: the schema has checked the shape; this checks the range and drops repeats. */
export function parseIds(ids: string): number[] {
  const values = ids.split(',').map(Number);
  if (values.some((id) => !Number.isSafeInteger(id) || id < 1 || id > MAX_ID)) {
    throw new BadRequestError(`ids: ${IDS_MESSAGE}`);
  }
  return [...new Set(values)];
}

async function requireStudio(repository: StudioRepository, shortName: string): Promise<StudioRecord> {
  const studio = await repository.findByShortName(shortName);
  if (!studio) throw new NotFoundError(`No studio with short name '${shortName}'.`);
  return studio;
}

export function registerStudioRoutes(app: FastifyInstance, repository: StudioRepository): void {
  app.get<{ Querystring: { ids?: string } }>(
    '/api/basic/webStudiosInfo',
    // The response schema is the contract's WebStudio: only its fields are written, by a serialiser made for it.
    { schema: { querystring: idsQuerySchema, response: { 200: webStudiosResponseSchema } } },
    async (request) => {
      const { ids } = request.query;
      const present = ({ studio, instructors, testimonials }: StudioWithPeople): WebStudio =>
        toWebStudio(studio, instructors, testimonials);
      if (ids === undefined) return ok((await repository.listWebStudios()).map(present));
      const wanted = parseIds(ids);
      const found = new Map((await repository.listWebStudios(wanted)).map((row) => [row.studio.id, row]));
      // In the order asked for (what a batching loader wants); unknown ids are left out.
      return ok(wanted.flatMap((id) => found.get(id) ?? []).map(present));
    },
  );

  app.get('/api/studio/listWhitelabels', async () => {
    const studios = await repository.listWhiteLabelStudios();
    return okData(studios.map(toWhiteLabelStudio));
  });

  app.get<{ Params: { studioShortName: string } }>(
    '/api/studio/logos/:studioShortName',
    {
      schema: {
        params: {
          type: 'object',
          properties: { studioShortName: shortNameSchema },
          required: ['studioShortName'],
        },
      },
    },
    async (request) => {
      const studio = await requireStudio(repository, request.params.studioShortName);
      return ok({ logoUrl: toStudioSummary(studio).logoUrl });
    },
  );

  app.get<{ Params: { shortName: string } }>(
    '/api/studio/packages/:shortName',
    {
      schema: {
        params: { type: 'object', properties: { shortName: shortNameSchema }, required: ['shortName'] },
      },
    },
    async (request) => {
      const studio = await requireStudio(repository, request.params.shortName);
      return ok(toStudioPackages(studio));
    },
  );

  app.post('/api/basic/studios', { schema: { body: noPayloadBodySchema } }, async () => {
    const studios = await repository.listStudios();
    return ok(studios.map(toStudioSummary));
  });

  app.post('/api/basic/classTypes', { schema: { body: noPayloadBodySchema } }, async () => {
    const classTypes = await repository.listClassTypes();
    return ok(classTypes.map(toClassType));
  });
}
