import { useEffect, useRef, useState } from 'react';
import type { PlaybackEvent } from './useLogPlayback';

/** How often a heartbeat is sent while the class is playing. */
export const HEARTBEAT_MS = 10_000;
/** How far the arrow keys jump. */
const SEEK_STEP_SECONDS = 10;
export const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Which way the class is played: the browser's own HLS, hls.js over Media Source, or the MP4. */
export type PlayerSource = 'native-hls' | 'hls.js' | 'mp4';

export interface VideoPlayerProps {
  title: string;
  hlsUrl: string;
  mp4Url: string;
  posterUrl: string;
  /** Where to start (the member's saved position); 0 from the start. */
  startAt: number;
  /** What the player did, with the playhead, for the watch log. */
  onEvent: (event: PlaybackEvent, positionSeconds: number) => void;
  /** Which source was chosen (for the page and its tests). */
  onSource?: (source: PlayerSource) => void;
}

/**
 * The class's player: adaptive HLS (the browser's own, else hls.js loaded on demand), the MP4
 * otherwise. Native controls, plus space or k to play and pause, the arrows to jump 10 seconds and
 * f for full screen. It reports start, a heartbeat every 10 seconds of playing, pause, seek and
 * the end.
 */
export function VideoPlayer({
  title,
  hlsUrl,
  mp4Url,
  posterUrl,
  startAt,
  onEvent,
  onSource,
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const onEventRef = useRef(onEvent);
  const onSourceRef = useRef(onSource);
  useEffect(() => {
    onEventRef.current = onEvent;
    onSourceRef.current = onSource;
  });
  // Only the position the page opened with: progress saved while watching must not move the playhead.
  const startAtRef = useRef(startAt);

  // The source: chosen once per address pair.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    const choose = async () => {
      if (video.canPlayType(HLS_TYPE)) {
        video.src = hlsUrl;
        onSourceRef.current?.('native-hls');
        return;
      }
      try {
        const { default: Hls } = await import('hls.js');
        if (cancelled) return;
        if (Hls.isSupported()) {
          // No worker: a class's short segments parse quickly enough in the page.
          const hls = new Hls({ enableWorker: false });
          hls.loadSource(hlsUrl);
          hls.attachMedia(video);
          destroy = () => hls.destroy();
          onSourceRef.current?.('hls.js');
          return;
        }
      } catch {
        // hls.js could not be loaded (offline, an old browser): the MP4 still plays.
      }
      if (cancelled) return;
      video.src = mp4Url;
      onSourceRef.current?.('mp4');
    };
    void choose();
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [hlsUrl, mp4Url]);

  // The watch log and the resume position.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    let heartbeat: ReturnType<typeof setInterval> | null = null;
    let resuming = false;
    const send = (event: PlaybackEvent) => onEventRef.current(event, video.currentTime);
    const stopHeartbeat = () => {
      if (heartbeat !== null) clearInterval(heartbeat);
      heartbeat = null;
    };
    const startHeartbeat = () => {
      if (heartbeat === null) heartbeat = setInterval(() => send('HEARTBEAT'), HEARTBEAT_MS);
    };
    const onLoadedMetadata = () => {
      const start = startAtRef.current;
      if (start > 0 && start < (Number.isFinite(video.duration) ? video.duration : Infinity)) {
        resuming = true;
        video.currentTime = start;
      }
      startAtRef.current = 0;
    };
    const onPlay = () => {
      send('START');
      startHeartbeat();
    };
    const onPlaying = () => startHeartbeat();
    const onWaiting = () => stopHeartbeat();
    const onPause = () => {
      stopHeartbeat();
      // The end pauses the video too; the end is reported as such.
      if (!video.ended) send('PAUSE');
    };
    const onSeeked = () => {
      if (resuming) {
        resuming = false;
        return;
      }
      send('SEEK');
    };
    const onEnded = () => {
      stopHeartbeat();
      send('COMPLETE');
    };
    const onError = () => setFailed(true);
    const listeners: Array<[string, () => void]> = [
      ['loadedmetadata', onLoadedMetadata],
      ['play', onPlay],
      ['playing', onPlaying],
      ['waiting', onWaiting],
      ['pause', onPause],
      ['seeked', onSeeked],
      ['ended', onEnded],
      ['error', onError],
    ];
    for (const [name, listener] of listeners) video.addEventListener(name, listener);
    return () => {
      stopHeartbeat();
      for (const [name, listener] of listeners) video.removeEventListener(name, listener);
    };
  }, []);

  // The player's keys, wherever focus is inside it (the video or its controls).
  useEffect(() => {
    const group = groupRef.current;
    const video = videoRef.current;
    if (!group || !video) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const key = event.key.toLowerCase();
      if (key === ' ' || key === 'k') {
        // A focused button of the controls keeps its own Space.
        if (key === ' ' && event.target instanceof HTMLButtonElement) return;
        event.preventDefault();
        if (video.paused) void video.play()?.catch(() => undefined);
        else video.pause();
      } else if (key === 'arrowleft' || key === 'arrowright') {
        event.preventDefault();
        const step = key === 'arrowleft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS;
        const end = Number.isFinite(video.duration) ? video.duration : Infinity;
        video.currentTime = Math.min(end, Math.max(0, video.currentTime + step));
      } else if (key === 'f') {
        event.preventDefault();
        if (document.fullscreenElement) void document.exitFullscreen?.();
        else void group.requestFullscreen?.().catch(() => undefined);
      }
    };
    group.addEventListener('keydown', onKeyDown);
    return () => group.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className="library-player" ref={groupRef} role="group" aria-label={`Video player: ${title}`}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the library's videos have no caption tracks yet: the graph offers none to add */}
      <video
        ref={videoRef}
        className="library-player__video"
        controls
        playsInline
        preload="metadata"
        // Focusable everywhere, so the player's keys work from the video itself.
        tabIndex={0}
        poster={posterUrl}
        aria-label={title}
        aria-describedby="library-player-keys"
      />
      <p id="library-player-keys" className="library-player__keys">
        Keys: Space or K plays and pauses, the arrows jump 10 seconds, F goes full screen.
      </p>
      {failed ? (
        <p className="form-error" role="alert">
          This class could not be played. Check your connection and reload the page.
        </p>
      ) : null}
    </div>
  );
}
