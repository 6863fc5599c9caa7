import { createHmac } from 'node:crypto';

/** How long a signed playback address lasts. */
const PLAYBACK_TTL_SECONDS = 6 * 60 * 60;

/**
 * The signed addresses a member plays a video from: HMAC-SHA256 of `video:<id>:<expires>` with the
 * playback secret, base64url, so the media server can check them without asking the database.
 */
export function signedPlayback(
  videoId: number,
  secret: string,
  now: Date,
): { hlsUrl: string; mp4Url: string; expiresAt: string } {
  const expires = Math.floor(now.getTime() / 1000) + PLAYBACK_TTL_SECONDS;
  const signature = createHmac('sha256', secret).update(`video:${videoId}:${expires}`).digest('base64url');
  const query = `expires=${expires}&signature=${signature}`;
  return {
    hlsUrl: `/media/videos/${videoId}/master.m3u8?${query}`,
    mp4Url: `/media/videos/${videoId}/video.mp4?${query}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}
