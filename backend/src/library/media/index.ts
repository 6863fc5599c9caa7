// Video media of the on-demand library, all made on this machine by ffmpeg (API.md "Media"). The
// library domain registers the routes, `registerVideoMediaRoutes(app, { db, secret: playbackUrlSecret,
// dataDir, clock: () => app.clock() })`, whose runtime's idle() the domain returns so a close waits for
// ffmpeg; the clips are made when the server listens (or `prepareVideoMedia` earlier), and
// `signedPlayback` hands out the addresses.
export { CLIP_DESIGNS, MEDIA_FORMAT_VERSION, RENDITIONS } from './clips.js';
export { findFfmpeg } from './ffmpeg.js';
export { DEFAULT_VIDEO_CACHE_MB, videoCacheBytes } from './mp4-cache.js';
export { PLAYBACK_LIFETIME_MS, signedPlayback, verifyPlayback, type SignedPlayback } from './playback.js';
export {
  ensureVideoMedia,
  hasVideoMedia,
  prepareVideoMedia,
  type MediaState,
  type PrepareOptions,
  type VideoMedia,
} from './prepare.js';
export {
  BAD_SIGNATURE_MESSAGE,
  MEDIA_PREPARING_MESSAGE,
  MEDIA_UNAVAILABLE_MESSAGE,
  registerVideoMediaRoutes,
  type VideoMediaDeps,
  type VideoMediaRuntime,
} from './routes.js';
