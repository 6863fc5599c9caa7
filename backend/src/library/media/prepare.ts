import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CLIP_DESIGNS,
  clipEncodeArgs,
  homeEncodeArgs,
  lowestRungArgs,
  MEDIA_FORMAT_VERSION,
  RENDITIONS,
} from './clips.js';
import { findFfmpeg, runFfmpeg } from './ffmpeg.js';
import { parseClipPlaylist, type ClipSegment } from './playlists.js';

/** The part of a logger media writes to (Fastify's and pino's fit). */
export interface MediaLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface Clip {
  index: number;
  /** The clip's folder: `<rendition>/index.m3u8` and segments, `clip.mp4`, `poster.jpg`. */
  dir: string;
  /** Per rendition name, its segments in order. */
  segments: ReadonlyMap<string, readonly ClipSegment[]>;
}

/** Generated, complete media of the current format. */
export interface MediaLibrary {
  /** `<dataDir>/media/videos/v<version>`: everything served is under it. */
  dir: string;
  ffmpeg: string;
  clips: readonly Clip[];
  /** The home page's `background.mp4` and `poster.jpg`. */
  homeDir: string;
}

export type MediaState =
  | { kind: 'ready'; library: MediaLibrary; generated: boolean; elapsedMs: number }
  | { kind: 'unavailable'; reason: string };

export interface PrepareOptions {
  /** The backend's data folder (DATA_DIR); media goes under `<dataDir>/media/videos/`. */
  dataDir: string;
  log: MediaLog;
  env?: NodeJS.ProcessEnv;
}

/** Longer than any generation takes even on a busy machine; a lock older than this was left by a crash. */
const STALE_LOCK_MS = 5 * 60_000;
const ENCODE_TIMEOUT_MS = 3 * 60_000;
const WAIT_POLL_MS = 200;

/** What complete.json says; written last inside the temporary folder, before it is renamed into place. */
interface Stamp {
  version: number;
  clips: number;
  renditions: string[];
  generatedAt: string;
  elapsedMs: number;
}

export function mediaRoot(dataDir: string): string {
  return join(dataDir, 'media', 'videos');
}

function currentDir(dataDir: string): string {
  return join(mediaRoot(dataDir), `v${MEDIA_FORMAT_VERSION}`);
}

function readStamp(dir: string): Stamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(join(dir, 'complete.json'), 'utf8')) as Stamp;
    return stamp.version === MEDIA_FORMAT_VERSION ? stamp : undefined;
  } catch {
    return undefined;
  }
}

async function loadLibrary(dir: string, ffmpeg: string): Promise<MediaLibrary> {
  const clips: Clip[] = [];
  for (let index = 0; index < CLIP_DESIGNS.length; index++) {
    const clipDir = join(dir, `clip${index}`);
    const segments = new Map<string, ClipSegment[]>();
    for (const rendition of RENDITIONS) {
      segments.set(
        rendition.name,
        parseClipPlaylist(await readFile(join(clipDir, rendition.name, 'index.m3u8'), 'utf8')),
      );
    }
    clips.push({ index, dir: clipDir, segments });
  }
  return { dir, ffmpeg, clips, homeDir: join(dir, 'home') };
}

/** Runs `work` over `items` at most `limit` at a time (the machine's cores are shared with requests). */
async function inBatches<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(workers);
}

async function generateInto(dir: string, ffmpeg: string): Promise<void> {
  const jobs: (() => Promise<void>)[] = CLIP_DESIGNS.map((design, index) => async () => {
    const clipDir = join(dir, `clip${index}`);
    for (const rendition of RENDITIONS) await mkdir(join(clipDir, rendition.name), { recursive: true });
    await runFfmpeg(ffmpeg, clipEncodeArgs(design), { cwd: clipDir, timeoutMs: ENCODE_TIMEOUT_MS });
    await runFfmpeg(ffmpeg, lowestRungArgs(), { cwd: clipDir, timeoutMs: ENCODE_TIMEOUT_MS });
  });
  jobs.push(async () => {
    const homeDir = join(dir, 'home');
    await mkdir(homeDir, { recursive: true });
    await runFfmpeg(ffmpeg, homeEncodeArgs(), { cwd: homeDir, timeoutMs: ENCODE_TIMEOUT_MS });
  });
  await inBatches(jobs, 2, (job) => job());
}

/** Takes the generation lock (`generating.lock`, created exclusively); false while another process holds it. */
async function claimLock(lock: string, now: number): Promise<boolean> {
  try {
    const handle = await open(lock, 'wx');
    await handle.writeFile(JSON.stringify({ pid: process.pid, at: new Date(now).toISOString() }));
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = await stat(lock).then(
      (info) => now - info.mtimeMs,
      () => 0,
    );
    // A crashed generator's lock: remove it and let the next attempt claim it.
    if (age > STALE_LOCK_MS) await rm(lock, { force: true });
    return false;
  }
}

/** Removes other formats' folders and half-made ones from crashed runs; only the lock holder does this. */
async function removeLeftovers(root: string, keep: string): Promise<void> {
  for (const entry of await readdir(root)) {
    const path = join(root, entry);
    if (path === keep || entry === 'generating.lock' || entry === 'cache') continue;
    if (/^v[0-9]+$/.test(entry) || entry.startsWith('.tmp-'))
      await rm(path, { recursive: true, force: true });
  }
}

/**
 * Makes sure this format's clips exist under `<dataDir>/media/videos/`, generating them when they do
 * not. Several processes may call it at once: one claims the lock and generates into a temporary
 * folder renamed into place when complete; the others wait for that folder. A crash leaves at most a
 * temporary folder, removed by the next generator, never half a clip where clips are served from.
 */
export async function ensureVideoMedia(options: PrepareOptions): Promise<MediaState> {
  const lookup = findFfmpeg(options.env);
  if (!lookup.found) return { kind: 'unavailable', reason: lookup.reason };
  const ffmpeg = lookup.path;
  const root = mediaRoot(options.dataDir);
  const dir = currentDir(options.dataDir);
  const started = Date.now();
  await mkdir(root, { recursive: true });
  const lock = join(root, 'generating.lock');
  for (;;) {
    if (readStamp(dir)) {
      return {
        kind: 'ready',
        library: await loadLibrary(dir, ffmpeg),
        generated: false,
        elapsedMs: Date.now() - started,
      };
    }
    if (await claimLock(lock, Date.now())) break;
    if (Date.now() - started > STALE_LOCK_MS + 60_000)
      return {
        kind: 'unavailable',
        reason: 'another process has been generating the video media for too long',
      };
    await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
  }
  try {
    // Made while we waited for the lock: nothing to do.
    if (readStamp(dir))
      return {
        kind: 'ready',
        library: await loadLibrary(dir, ffmpeg),
        generated: false,
        elapsedMs: Date.now() - started,
      };
    await removeLeftovers(root, dir);
    const scratch = await mkdtemp(join(root, '.tmp-'));
    try {
      await generateInto(scratch, ffmpeg);
      const stamp: Stamp = {
        version: MEDIA_FORMAT_VERSION,
        clips: CLIP_DESIGNS.length,
        renditions: RENDITIONS.map((rendition) => rendition.name),
        generatedAt: new Date().toISOString(),
        elapsedMs: Date.now() - started,
      };
      await writeFile(join(scratch, 'complete.json'), `${JSON.stringify(stamp, null, 2)}\n`);
      await rename(scratch, dir);
    } catch (error) {
      await rm(scratch, { recursive: true, force: true });
      throw error;
    }
    return {
      kind: 'ready',
      library: await loadLibrary(dir, ffmpeg),
      generated: true,
      elapsedMs: Date.now() - started,
    };
  } finally {
    await rm(lock, { force: true });
  }
}

/** Media being prepared in the background: routes await `ready`, the app's close awaits it too. */
export interface VideoMedia {
  readonly dataDir: string;
  readonly ready: Promise<MediaState>;
  /** The settled state, or undefined while generating. */
  current(): MediaState | undefined;
}

const preparing = new Map<string, VideoMedia>();
/** Why media is unavailable is logged once per reason, not on every request that retries. */
const reported = new Set<string>();

/**
 * Starts generating this server's clips in the background (once per data folder and process) and
 * logs how long it took, or, once, why video media is unavailable. Never rejects: a failure is the
 * `unavailable` state, kept until the process restarts, and the library works on without media.
 */
export function prepareVideoMedia(options: PrepareOptions): VideoMedia {
  const existing = preparing.get(options.dataDir);
  if (existing) return existing;
  let settled: MediaState | undefined;
  const ready = ensureVideoMedia(options)
    .catch((error: unknown): MediaState => ({
      kind: 'unavailable',
      reason: `generating the clips failed: ${error instanceof Error ? error.message : String(error)}`,
    }))
    .then((state) => {
      settled = state;
      if (state.kind === 'unavailable') {
        // Settled for this process (a restart tries again): retrying per request would let anyone
        // make the server encode over and over.
        if (!reported.has(state.reason)) {
          reported.add(state.reason);
          options.log.warn({ reason: state.reason }, 'video media is not available on this server');
        }
      } else if (state.generated) {
        options.log.info({ elapsedMs: state.elapsedMs, dir: state.library.dir }, 'video media generated');
      }
      return state;
    });
  const media: VideoMedia = { dataDir: options.dataDir, ready, current: () => settled };
  preparing.set(options.dataDir, media);
  return media;
}

/** True when the folder holds complete media of this format (tests, the health of a data folder). */
export function hasVideoMedia(dataDir: string): boolean {
  return existsSync(join(currentDir(dataDir), 'complete.json'));
}
