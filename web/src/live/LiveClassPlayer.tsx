import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { classDateText, classTimeText, OPENS_BEFORE_MS } from './time';
import { browserName, useJoinLiveClass } from './useJoinLiveClass';
import { leaveWithKeepalive, useLeaveLiveClass } from './useLeaveLiveClass';

/** The live frame is 600px high. */
export const LIVE_FRAME_HEIGHT = 600;

/** Contract: joining opens 60 minutes before the start. */
/** setTimeout's longest delay; a later opening is not waited for. */
const MAX_WAIT_MS = 2 ** 31 - 1;

type PlayerState =
  | { kind: 'joining' }
  | { kind: 'playing'; playbackUrl: string }
  /** Not open yet: the frame says when it starts, and joining is tried again on opening. */
  | { kind: 'waiting'; message: string }
  | { kind: 'paymentRequired' }
  | { kind: 'failed'; message: string };

interface LiveClassPlayerProps {
  /** The class's global id. */
  liveClassId: string;
  /** The numeric id and start: before the class opens, the frame says when, and joining waits. */
  databaseId: number;
  startsAt: string;
  /** The studio's zone, to show its time too when it differs from the viewer's. */
  studioTimeZone?: string | null;
  title: string;
  /** Shown instead of the frame when the server says the class must be booked first. */
  paymentRequired: ReactNode;
}

/**
 * Joins the class on mount (attendance is created on join) and plays its stream in a
 * 600px frame; leaves on unmount and when the page is hidden for good (attendance updated on
 * leave, camera off for zero seconds).
 */
export function LiveClassPlayer({
  liveClassId,
  databaseId,
  startsAt,
  studioTimeZone = null,
  title,
  paymentRequired,
}: LiveClassPlayerProps) {
  const [join] = useJoinLiveClass();
  const leave = useLeaveLiveClass();
  const [state, setState] = useState<PlayerState>({ kind: 'joining' });
  const [attempt, setAttempt] = useState(0);
  // Leaving is not a reason to join again: the effect below calls whichever `leave` is current.
  const leaveClass = useEffectEvent((attendanceId: string) => leave(attendanceId));

  useEffect(() => {
    let active = true;
    let attendanceId: string | null = null;
    let left = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const leaveOnce = (viaKeepalive: boolean) => {
      if (!attendanceId || left) return;
      left = true;
      if (viaKeepalive) leaveWithKeepalive(attendanceId);
      else leaveClass(attendanceId);
    };
    const onPageHide = () => leaveOnce(true);
    window.addEventListener('pagehide', onPageHide);
    const userAgent = navigator.userAgent;
    void join({ liveClassId, userAgent: userAgent.slice(0, 500), browser: browserName(userAgent) }).then(
      (outcome) => {
        if (outcome.ok) {
          attendanceId = outcome.attendanceId;
          // Unmounted while joining: leave at once.
          if (!active) leaveOnce(false);
          else setState({ kind: 'playing', playbackUrl: outcome.playbackUrl });
          return;
        }
        if (!active) return;
        const opensIn = Date.parse(startsAt) - OPENS_BEFORE_MS - Date.now();
        if (outcome.code === 'PAYMENT_REQUIRED') {
          setState({ kind: 'paymentRequired' });
        } else if (outcome.code === 'CLASS_NOT_LIVE') {
          // The stream page opens only from the signed link joining hands out, so nothing is framed yet.
          setState({ kind: 'waiting', message: outcome.message });
          // At least 15 s apart, so a browser clock ahead of the server's never retries in a tight loop.
          const delay = Math.max(opensIn + 5_000, 15_000);
          if (delay < MAX_WAIT_MS) retry = setTimeout(() => setAttempt((n) => n + 1), delay);
        } else {
          setState({ kind: 'failed', message: outcome.message });
        }
      },
    );
    return () => {
      active = false;
      if (retry !== undefined) clearTimeout(retry);
      window.removeEventListener('pagehide', onPageHide);
      leaveOnce(false);
    };
  }, [join, liveClassId, databaseId, startsAt, attempt]);

  switch (state.kind) {
    case 'joining':
      return (
        <p className="live-player__status" role="status">
          Joining the class…
        </p>
      );
    case 'paymentRequired':
      return <>{paymentRequired}</>;
    case 'failed':
      return (
        <p className="form-error" role="alert">
          {state.message}
        </p>
      );
    case 'waiting':
      return (
        <>
          <p className="live-player__status" role="status">
            {state.message}
          </p>
          <div
            className="live-player__frame live-player__waiting"
            role="img"
            aria-label={`${title} live stream: starts ${classDateText(startsAt)} at ${classTimeText(startsAt, studioTimeZone)}`}
            style={{ height: `${LIVE_FRAME_HEIGHT}px` }}
          >
            <p className="live-player__waiting-title">{title}</p>
            <p>
              Starts {classDateText(startsAt)} at {classTimeText(startsAt, studioTimeZone)}
            </p>
          </div>
        </>
      );
    case 'playing':
      return <LiveFrame title={title} src={state.playbackUrl} />;
  }
}

/** The embedded frame, 600px high, full width. */
function LiveFrame({ title, src }: { title: string; src: string }) {
  return (
    <iframe
      className="live-player__frame"
      title={`${title} live stream`}
      src={src}
      width="100%"
      height={LIVE_FRAME_HEIGHT}
      style={{ width: '100%', height: `${LIVE_FRAME_HEIGHT}px`, border: 0 }}
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
    />
  );
}
