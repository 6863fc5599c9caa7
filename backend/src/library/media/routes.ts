import { resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { HttpError, NotFoundError } from '../../http/errors.js';
import { RENDITION_NAMES } from './clips.js';
import { LoopedMp4Cache, videoCacheBytes } from './mp4-cache.js';
import { playbackQuery, verifyPlayback } from './playback.js';
import { masterPlaylist, planSegments, renditionPlaylist, SEGMENT_NAME } from './playlists.js';
import { mediaRoot, prepareVideoMedia, type Clip, type MediaLibrary, type VideoMedia } from './prepare.js';
import { sendMediaFile } from './send.js';

export const MEDIA_UNAVAILABLE_MESSAGE = 'Video media is not available on this server.';
export const MEDIA_PREPARING_MESSAGE = 'Video media is being prepared. Please try again in a few seconds.';
export const BAD_SIGNATURE_MESSAGE = 'This video address is not valid or has expired.';

/**
 * How long a request waits for clips still being generated before it is told to come back: shorter
 * than the gateway's REST timeout (5 s), so a browser gets the 503 and its Retry-After, not a 502.
 */
const READY_WAIT_MS = 4_000;
const RETRY_AFTER_SECONDS = 5;

class MediaUnavailableError extends HttpError {
  override readonly headers: Readonly<Record<string, string>>;

  constructor(message: string, retryAfterSeconds?: number) {
    super(503, message, 'media_unavailable');
    this.headers = retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) };
  }
}

export interface VideoMediaDeps {
  db: Queryable;
  /** PLAYBACK_URL_SECRET: signs and checks every playback address. */
  secret: string;
  /** The backend's DATA_DIR: clips under `<dataDir>/media/videos/`, full-length MP4s in its `cache/`. */
  dataDir: string;
  /** Media already being prepared (prepareVideoMedia); else it starts when the server listens or on first use. */
  media?: VideoMedia;
  clock?: () => Date;
  /** The full-length MP4 cache's cap; default VIDEO_CACHE_MB (1024 MB). */
  cacheBytes?: number;
  env?: NodeJS.ProcessEnv;
  /** How long a request waits for clips being generated; default 4 s. */
  readyWaitMs?: number;
}

export interface VideoMediaRuntime {
  /** Resolves once nothing is being generated or written (for the app's close). */
  idle(): Promise<void>;
}

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

const renditionParams = {
  type: 'object',
  properties: {
    id: idParams.properties.id,
    rendition: { type: 'string', pattern: '^[a-z0-9]{1,16}$' },
  },
  required: ['id', 'rendition'],
} as const;

const segmentParams = {
  type: 'object',
  properties: {
    ...renditionParams.properties,
    segment: { type: 'string', pattern: SEGMENT_NAME.source },
  },
  required: ['id', 'rendition', 'segment'],
} as const;

/** Playlists carry addresses that expire: short, and never in a shared cache. */
const PLAYLIST_CACHE = 'private, max-age=60';
const POSTER_CACHE = 'public, max-age=86400';
const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** A path under the media folder built from checked names; refused if it would leave it anyway. */
function inside(root: string, ...parts: string[]): string {
  const path = resolve(root, ...parts);
  if (!path.startsWith(resolve(root) + sep)) throw new NotFoundError('No such video file.');
  return path;
}

/** Segments and MP4s never change at an address; a signed one is cached until its signature ends. */
function signedCache(expires: number, now: Date): string {
  const seconds = Math.max(0, Math.min(31_536_000, expires - Math.floor(now.getTime() / 1000)));
  return `private, max-age=${seconds}, immutable`;
}

/**
 * The /media/videos routes (API.md "Media"): posters and the home background are public; a
 * video's playlists, segments and MP4 need the signed query its playback handed out, and every
 * address inside a playlist carries that same query so the player's later requests pass.
 */
export function registerVideoMediaRoutes(app: FastifyInstance, deps: VideoMediaDeps): VideoMediaRuntime {
  const now = deps.clock ?? (() => new Date());
  let media = deps.media;
  const start = (): VideoMedia =>
    (media ??= prepareVideoMedia({ dataDir: deps.dataDir, log: app.log, env: deps.env }));
  let cache: LoopedMp4Cache | undefined;
  const cacheBytes = deps.cacheBytes ?? videoCacheBytes(deps.env);

  // A server makes its clips as soon as it listens; an app only injected into makes them when first asked.
  app.addHook('onListen', async () => {
    start();
  });

  async function library(): Promise<MediaLibrary> {
    const prepared = start();
    let state = prepared.current();
    if (state === undefined) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<undefined>((done) => {
        timer = setTimeout(() => done(undefined), deps.readyWaitMs ?? READY_WAIT_MS);
      });
      state = await Promise.race([prepared.ready, timeout]);
      clearTimeout(timer);
    }
    if (state === undefined) throw new MediaUnavailableError(MEDIA_PREPARING_MESSAGE, RETRY_AFTER_SECONDS);
    if (state.kind === 'unavailable') throw new MediaUnavailableError(MEDIA_UNAVAILABLE_MESSAGE);
    return state.library;
  }

  async function durationOf(id: number): Promise<number> {
    const rows = await deps.db.query<{ duration_seconds: number }>(
      'SELECT duration_seconds FROM videos WHERE id = $1',
      [id],
    );
    const duration = rows[0]?.duration_seconds;
    if (duration === undefined) throw new NotFoundError('id: no such video');
    return Number(duration);
  }

  function clipOf(lib: MediaLibrary, id: number): Clip {
    const clip = lib.clips[id % lib.clips.length];
    if (clip === undefined) throw new Error('no clips were generated');
    return clip;
  }

  /** The signature's `expires`, or a 403 before anything else is looked at. */
  function signed(
    request: FastifyRequest<{ Params: { id: number }; Querystring: Record<string, unknown> }>,
  ): number {
    const { expires, signature } = request.query;
    const valid = verifyPlayback(deps.secret, request.params.id, expires, signature, now());
    if (valid === null) throw new HttpError(403, BAD_SIGNATURE_MESSAGE, 'bad_signature');
    return valid;
  }

  function sendText(reply: FastifyReply, body: string): FastifyReply {
    return reply
      .header('cache-control', PLAYLIST_CACHE)
      .header('x-content-type-options', 'nosniff')
      .type(HLS_TYPE)
      .send(body);
  }

  type Signed<P> = { Params: P; Querystring: Record<string, unknown> };

  app.get('/media/videos/home/background.mp4', async (request, reply) => {
    const lib = await library();
    return sendMediaFile(request, reply, inside(lib.homeDir, 'background.mp4'), {
      type: 'video/mp4',
      cacheControl: POSTER_CACHE,
      etagSeed: 'home',
    });
  });

  app.get('/media/videos/home/poster.jpg', async (request, reply) => {
    const lib = await library();
    return sendMediaFile(request, reply, inside(lib.homeDir, 'poster.jpg'), {
      type: 'image/jpeg',
      cacheControl: POSTER_CACHE,
      etagSeed: 'home-poster',
    });
  });

  app.get<{ Params: { id: number } }>(
    '/media/videos/:id/poster.jpg',
    { schema: { params: idParams } },
    async (request, reply) => {
      await durationOf(request.params.id);
      const clip = clipOf(await library(), request.params.id);
      return sendMediaFile(request, reply, inside(clip.dir, 'poster.jpg'), {
        type: 'image/jpeg',
        cacheControl: POSTER_CACHE,
        etagSeed: `poster${clip.index}`,
      });
    },
  );

  // No query schema: whatever is wrong with `expires` or `signature` (missing, repeated, altered) is the 403.
  app.get<Signed<{ id: number }>>(
    '/media/videos/:id/master.m3u8',
    { schema: { params: idParams } },
    async (request, reply) => {
      const expires = signed(request);
      await durationOf(request.params.id);
      await library();
      const query = playbackQuery(request.params.id, deps.secret, expires);
      return sendText(
        reply,
        masterPlaylist((rendition) => `${rendition}/index.m3u8?${query}`),
      );
    },
  );

  app.get<Signed<{ id: number; rendition: string }>>(
    '/media/videos/:id/:rendition/index.m3u8',
    { schema: { params: renditionParams } },
    async (request, reply) => {
      const expires = signed(request);
      const { id, rendition } = request.params;
      if (!RENDITION_NAMES.has(rendition)) throw new NotFoundError(`No such rendition: ${rendition}`);
      const duration = await durationOf(id);
      const segments = clipOf(await library(), id).segments.get(rendition) ?? [];
      const query = playbackQuery(id, deps.secret, expires);
      return sendText(
        reply,
        renditionPlaylist(planSegments(segments, duration), (name) => `${name}?${query}`),
      );
    },
  );

  app.get<Signed<{ id: number; rendition: string; segment: string }>>(
    '/media/videos/:id/:rendition/:segment',
    { schema: { params: segmentParams } },
    async (request, reply) => {
      const expires = signed(request);
      const { id, rendition, segment } = request.params;
      if (!RENDITION_NAMES.has(rendition)) throw new NotFoundError(`No such rendition: ${rendition}`);
      await durationOf(id);
      const clip = clipOf(await library(), id);
      if (!(clip.segments.get(rendition) ?? []).some((listed) => listed.name === segment))
        throw new NotFoundError(`No such segment: ${segment}`);
      return sendMediaFile(request, reply, inside(clip.dir, rendition, segment), {
        type: 'video/mp2t',
        cacheControl: signedCache(expires, now()),
        etagSeed: `clip${clip.index}-${rendition}-${segment.slice(4, 7)}`,
      });
    },
  );

  app.get<Signed<{ id: number }>>(
    '/media/videos/:id/video.mp4',
    { schema: { params: idParams } },
    async (request, reply) => {
      const expires = signed(request);
      const duration = await durationOf(request.params.id);
      const lib = await library();
      cache ??= new LoopedMp4Cache(inside(mediaRoot(deps.dataDir), 'cache'), cacheBytes, lib.ffmpeg, app.log);
      const clip = clipOf(lib, request.params.id);
      const answer = {
        type: 'video/mp4',
        cacheControl: signedCache(expires, now()),
        etagSeed: `clip${clip.index}-${duration}`,
      };
      try {
        return await sendMediaFile(request, reply, await cache.fileFor(clip, duration), answer);
      } catch (error) {
        // Evicted (by another process sharing the cache) between finding and opening it: make it again.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        return sendMediaFile(request, reply, await cache.fileFor(clip, duration), answer);
      }
    },
  );

  const runtime: VideoMediaRuntime = {
    async idle() {
      await media?.ready;
      await cache?.idle();
    },
  };
  app.addHook('onClose', async () => runtime.idle());
  return runtime;
}
