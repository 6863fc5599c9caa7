import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../http/errors.js';
import {
  drawAbout,
  drawBrandFavicon,
  drawBrandLogo,
  drawCombinedLogo,
  drawDefaultInstructor,
  drawHero,
  drawHowItWorks,
  drawImg2,
  drawInstructorPortrait,
  drawStudioFavicon,
  drawStudioLogo,
  type StudioArt,
} from './media/index.js';
import type { StudioImageKind } from './present.js';
import type { StudioRecord, StudioRepository } from './repository.js';
import { mediaFileSchema, shortNameSchema } from './schemas.js';

const STUDIO_IMAGES: Record<StudioImageKind, (studio: StudioArt) => string> = {
  logo: drawStudioLogo,
  combinedLogo: drawCombinedLogo,
  hero: drawHero,
  img2: drawImg2,
  about: drawAbout,
  howItWorks: drawHowItWorks,
  favicon: drawStudioFavicon,
};

const BRAND_IMAGES = {
  logo: drawBrandLogo,
  favicon: drawBrandFavicon,
} satisfies Record<string, () => string>;

/** Drawings only change with a deploy; a day of caching spares the backend on every page view. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

function hasKey<T extends object>(record: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(record, key);
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`;
  reply
    .header('cache-control', MEDIA_CACHE_CONTROL)
    .header('etag', etag)
    // An SVG opened on its own is a document: let it draw, never run or fetch anything.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/** `hero.svg` → `hero`; anything not ending in .svg is no image of ours. */
function imageName(file: string): string | undefined {
  return file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : undefined;
}

function toArt(studio: StudioRecord): StudioArt {
  return {
    name: studio.name,
    slug: studio.slug,
    brandColor: studio.brandColor,
    classTypes: studio.classTypes,
    equipment: studio.equipment,
  };
}

const studioParams = {
  type: 'object',
  properties: { slug: shortNameSchema, file: mediaFileSchema },
  required: ['slug', 'file'],
} as const;

export function registerMediaRoutes(app: FastifyInstance, repository: StudioRepository): void {
  const noSuchImage = (request: FastifyRequest): NotFoundError =>
    new NotFoundError(`No such image: ${request.url.split('?')[0] ?? ''}`);

  async function requireStudio(slug: string): Promise<StudioRecord> {
    const studio = await repository.findBySlug(slug);
    if (!studio) throw new NotFoundError(`No studio with slug '${slug}'.`);
    return studio;
  }

  app.get<{ Params: { slug: string; file: string } }>(
    '/media/studios/:slug/:file',
    { schema: { params: studioParams } },
    async (request, reply) => {
      const kind = imageName(request.params.file);
      if (kind === undefined || !hasKey(STUDIO_IMAGES, kind)) throw noSuchImage(request);
      const studio = await requireStudio(request.params.slug);
      return sendSvg(request, reply, STUDIO_IMAGES[kind](toArt(studio)));
    },
  );

  app.get<{ Params: { slug: string; file: string } }>(
    '/media/studios/:slug/instructors/:file',
    { schema: { params: studioParams } },
    async (request, reply) => {
      const index = imageName(request.params.file);
      if (index === undefined || !/^(0|[1-9][0-9]{0,3})$/.test(index)) throw noSuchImage(request);
      const studio = await requireStudio(request.params.slug);
      const instructors = (await repository.instructorsByStudio([studio.id])).get(studio.id) ?? [];
      const instructor = instructors.find((candidate) => candidate.position === Number(index));
      // Instructors without a photo point at the default image; they have no portrait URL.
      if (!instructor?.hasPhoto) throw noSuchImage(request);
      return sendSvg(request, reply, drawInstructorPortrait(toArt(studio), instructor));
    },
  );

  app.get<{ Params: { file: string } }>(
    '/media/instructors/:file',
    { schema: { params: { type: 'object', properties: { file: mediaFileSchema }, required: ['file'] } } },
    async (request, reply) => {
      if (request.params.file !== 'default.svg') throw noSuchImage(request);
      return sendSvg(request, reply, drawDefaultInstructor());
    },
  );

  app.get<{ Params: { file: string } }>(
    '/media/brand/:file',
    { schema: { params: { type: 'object', properties: { file: mediaFileSchema }, required: ['file'] } } },
    async (request, reply) => {
      const name = imageName(request.params.file);
      if (name === undefined || !hasKey(BRAND_IMAGES, name)) throw noSuchImage(request);
      return sendSvg(request, reply, BRAND_IMAGES[name]());
    },
  );
}
