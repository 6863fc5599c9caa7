import { useState, useSyncExternalStore } from 'react';

/** Made by the backend from its own clips (API.md "Media"): public, short, silent, looping. */
export const HOME_BACKGROUND_VIDEO = '/media/videos/home/background.mp4';
export const HOME_BACKGROUND_POSTER = '/media/videos/home/poster.jpg';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function reducedMotionQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the visitor asked for less motion; follows the setting when it changes while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  );
}

/**
 * React sets `muted` as a property only; browsers that allow muted autoplay look for the attribute
 * too (iOS Safari), so it is written out as well.
 */
function keepMuted(video: HTMLVideoElement | null): void {
  if (!video) return;
  video.muted = true;
  video.defaultMuted = true;
  video.setAttribute('muted', '');
}

/**
 * The home page hero's moving background: autoplaying, muted, looping, inline, without controls,
 * decorative. A visitor who prefers reduced motion sees its still poster instead; if the media
 * cannot load, nothing covers the studio pictures beneath.
 */
export function HeroBackgroundVideo() {
  const reducedMotion = usePrefersReducedMotion();
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  if (reducedMotion) {
    return (
      <img
        className="landing-hero__video"
        src={HOME_BACKGROUND_POSTER}
        alt=""
        aria-hidden="true"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <video
      className="landing-hero__video"
      src={HOME_BACKGROUND_VIDEO}
      poster={HOME_BACKGROUND_POSTER}
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
      disablePictureInPicture
      ref={keepMuted}
      onError={() => setFailed(true)}
    />
  );
}
