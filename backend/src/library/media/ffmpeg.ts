import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Where this server's ffmpeg is, or why there is none (said once in the log; media then answers 503). */
export type FfmpegLookup = { found: true; path: string } | { found: false; reason: string };

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * FFMPEG_PATH when set, else the binary shipped inside @ffmpeg-installer for this platform. npm may
 * have unpacked it without its execute bit (an install with scripts off): we set it when the file is
 * ours, never someone else's.
 */
export function findFfmpeg(env: NodeJS.ProcessEnv = process.env): FfmpegLookup {
  const configured = env['FFMPEG_PATH']?.trim();
  if (configured) {
    return isExecutable(configured)
      ? { found: true, path: configured }
      : { found: false, reason: `FFMPEG_PATH '${configured}' is not an executable file` };
  }
  let shipped: string;
  try {
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path?: unknown };
    if (typeof installer.path !== 'string') return { found: false, reason: '@ffmpeg-installer gave no path' };
    shipped = installer.path;
  } catch (error) {
    // The package throws a plain string when this platform has no binary.
    return {
      found: false,
      reason: `@ffmpeg-installer/ffmpeg: ${String(error instanceof Error ? error.message : error)}`,
    };
  }
  if (isExecutable(shipped)) return { found: true, path: shipped };
  try {
    if (statSync(shipped).uid === process.getuid?.()) chmodSync(shipped, 0o755);
  } catch {
    // Reported below as not executable.
  }
  return isExecutable(shipped)
    ? { found: true, path: shipped }
    : { found: false, reason: `${shipped} is not executable and not ours to change` };
}

export class FfmpegError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/**
 * Runs ffmpeg to completion. It is killed after `timeoutMs`: a filter graph with no end (an input
 * without a duration) would otherwise run, and fill the disk, forever. Resolves with what it wrote
 * on stderr (`ffmpeg -i` describes a file there).
 */
export function runFfmpeg(
  ffmpeg: string,
  args: readonly string[],
  options: { timeoutMs: number; cwd?: string; allowFailure?: boolean },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, ['-hide_banner', '-nostdin', ...args], {
      cwd: options.cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // The tail is what explains a failure; keep it bounded.
      stderr = (stderr + chunk).slice(-20_000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new FfmpegError(`ffmpeg could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0 || options.allowFailure) resolve(stderr);
      else if (signal === 'SIGKILL')
        reject(new FfmpegError(`ffmpeg took longer than ${options.timeoutMs} ms and was stopped`));
      else
        reject(
          new FfmpegError(
            `ffmpeg failed (${code ?? signal}): ${stderr.trim().split('\n').slice(-3).join(' | ')}`,
          ),
        );
    });
  });
}
