import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a handed-out playback address works: a long class, paused, still finishes. */
export const PLAYBACK_LIFETIME_MS = 6 * 60 * 60_000;

/** base64url HMAC-SHA256 of `video:<id>:<expires>` (43 characters); PLAYBACK_URL_SECRET signs. */
export function videoSignature(secret: string, videoId: number, expires: number | string): string {
  return createHmac('sha256', secret).update(`video:${videoId}:${expires}`).digest('base64url');
}

/** `expires=…&signature=…`: the query every address of one video's playback carries. */
export function playbackQuery(videoId: number, secret: string, expires: number): string {
  return `expires=${expires}&signature=${videoSignature(secret, videoId, expires)}`;
}

export interface SignedPlayback {
  hlsUrl: string;
  mp4Url: string;
  expiresAt: string;
}

/** The addresses a member who may watch `videoId` is handed, valid for six hours from `now`. */
export function signedPlayback(videoId: number, secret: string, now: Date): SignedPlayback {
  const expires = Math.ceil((now.getTime() + PLAYBACK_LIFETIME_MS) / 1000);
  const query = playbackQuery(videoId, secret, expires);
  return {
    hlsUrl: `/media/videos/${videoId}/master.m3u8?${query}`,
    mp4Url: `/media/videos/${videoId}/video.mp4?${query}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/**
 * The `expires` of a valid, unexpired signature for this video, else null: missing, repeated
 * (an array), malformed, altered, another video's, or past. Compared in constant time.
 */
export function verifyPlayback(
  secret: string,
  videoId: number,
  expires: unknown,
  signature: unknown,
  now: Date,
): number | null {
  if (typeof expires !== 'string' || typeof signature !== 'string') return null;
  if (!/^[1-9][0-9]{0,11}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return null;
  const expected = Buffer.from(videoSignature(secret, videoId, expires));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return null;
  const seconds = Number(expires);
  return seconds * 1000 > now.getTime() ? seconds : null;
}
