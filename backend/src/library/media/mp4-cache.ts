import { mkdir, open, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_FORMAT_VERSION } from './clips.js';
import { runFfmpeg } from './ffmpeg.js';
import type { Clip, MediaLog } from './prepare.js';

export const DEFAULT_VIDEO_CACHE_MB = 1024;

/** VIDEO_CACHE_MB: a whole number of megabytes (at least 1); unset → 1024. */
export function videoCacheBytes(env: NodeJS.ProcessEnv = process.env): number {
  const value = env['VIDEO_CACHE_MB']?.trim();
  if (!value) return DEFAULT_VIDEO_CACHE_MB * 1024 * 1024;
  const megabytes = Number(value);
  if (!Number.isSafeInteger(megabytes) || megabytes < 1)
    throw new Error(`VIDEO_CACHE_MB must be a whole number of megabytes (at least 1), got '${value}'`);
  return megabytes * 1024 * 1024;
}

const PRODUCE_TIMEOUT_MS = 2 * 60_000;
/** A lock older than this was left by a process that died while producing. */
const STALE_LOCK_MS = 3 * 60_000;
const WAIT_POLL_MS = 150;

/**
 * Full-length MP4s, made on first request by looping a clip without encoding (`-stream_loop -c copy`,
 * about a second for 75 minutes), kept per (clip, duration) under `<dataDir>/media/videos/cache` up
 * to a size cap: the least recently served files go first. Concurrent first requests make one file:
 * in this process by sharing the promise, across processes by an exclusive lock file; the file
 * appears by rename only when complete.
 */
export class LoopedMp4Cache {
  private readonly inFlight = new Map<string, Promise<string>>();
  private readonly work = new Set<Promise<unknown>>();

  constructor(
    private readonly dir: string,
    private readonly capBytes: number,
    private readonly ffmpeg: string,
    private readonly log: MediaLog,
  ) {}

  static fileName(clip: Clip, durationSeconds: number): string {
    return `v${MEDIA_FORMAT_VERSION}-clip${clip.index}-${durationSeconds}s.mp4`;
  }

  /** The path of the clip looped to `durationSeconds`, made now if it is not there. */
  async fileFor(clip: Clip, durationSeconds: number): Promise<string> {
    const name = LoopedMp4Cache.fileName(clip, durationSeconds);
    const path = join(this.dir, name);
    if (await this.touch(path)) return path;
    let pending = this.inFlight.get(name);
    if (!pending) {
      pending = this.produce(clip, durationSeconds, path).finally(() => this.inFlight.delete(name));
      this.inFlight.set(name, pending);
      this.work.add(pending);
      void pending.then(
        () => this.work.delete(pending as Promise<string>),
        () => this.work.delete(pending as Promise<string>),
      );
    }
    return pending;
  }

  /** Resolves once no file is being made (the app's close waits, so a test's folder is not pulled away). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.work]);
  }

  /** Marks a cached file as just used (its access time orders eviction); false when it is not there. */
  private async touch(path: string): Promise<boolean> {
    try {
      const info = await stat(path);
      // Whole seconds, so the time its validators are built from never shifts by a rounding.
      await utimes(path, new Date(), Math.floor(info.mtimeMs / 1000));
      return true;
    } catch {
      return false;
    }
  }

  private async produce(clip: Clip, durationSeconds: number, path: string): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const lock = `${path}.lock`;
    const started = Date.now();
    for (;;) {
      if (await this.touch(path)) return path;
      try {
        await (await open(lock, 'wx')).close();
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const age = await stat(lock).then(
          (info) => Date.now() - info.mtimeMs,
          () => 0,
        );
        if (age > STALE_LOCK_MS) await rm(lock, { force: true });
        else if (Date.now() - started > PRODUCE_TIMEOUT_MS + 10_000)
          throw new Error(`another process has been producing ${path} for too long`);
        else await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
      }
    }
    const scratch = `${path}.${process.pid}.tmp`;
    try {
      if (await this.touch(path)) return path;
      await runFfmpeg(
        this.ffmpeg,
        [
          '-loglevel',
          'error',
          '-y',
          '-stream_loop',
          '-1',
          '-i',
          join(clip.dir, 'clip.mp4'),
          '-t',
          String(durationSeconds),
          '-map',
          '0',
          '-c',
          'copy',
          '-movflags',
          '+faststart',
          '-f',
          'mp4',
          scratch,
        ],
        { timeoutMs: PRODUCE_TIMEOUT_MS },
      );
      await rename(scratch, path);
      const size = (await stat(path)).size;
      this.log.info({ file: path, bytes: size, elapsedMs: Date.now() - started }, 'video MP4 made');
      await this.evict(path);
      return path;
    } finally {
      await rm(scratch, { force: true });
      await rm(lock, { force: true });
    }
  }

  /** Drops the least recently served files until the cache fits its cap; never the one just made. */
  private async evict(keep: string): Promise<void> {
    const files: { path: string; size: number; usedAt: number }[] = [];
    for (const entry of await readdir(this.dir)) {
      const path = join(this.dir, entry);
      const info = await stat(path).catch(() => undefined);
      if (!info) continue;
      if (entry.endsWith('.mp4')) files.push({ path, size: info.size, usedAt: info.atimeMs });
      // Half-made files of a process that died mid-way.
      else if (entry.endsWith('.tmp') && Date.now() - info.mtimeMs > STALE_LOCK_MS)
        await rm(path, { force: true });
    }
    let total = files.reduce((sum, file) => sum + file.size, 0);
    files.sort((a, b) => a.usedAt - b.usedAt);
    for (const file of files) {
      if (total <= this.capBytes) break;
      if (file.path === keep) continue;
      // A file being sent stays readable through its open descriptor.
      await rm(file.path, { force: true });
      total -= file.size;
      this.log.info({ file: file.path, bytes: file.size }, 'video MP4 evicted from the cache');
    }
  }
}
