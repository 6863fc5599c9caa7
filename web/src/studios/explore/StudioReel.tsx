import { useEffect, useRef, useState } from 'react';

/** How long one loop of a studio's reel lasts. */
export const REEL_LOOP_MS = 12_000;

export interface ReelStudio {
  name: string;
  classTypes: readonly string[];
  instructorNames: readonly string[];
}

/** A stable hue per studio, so each reel has its own colours without any stored artwork. */
export function studioHue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/** What the reel shows at `elapsed` ms into its loop: the caption changes every few seconds. */
export function reelCaption(studio: ReelStudio, elapsed: number): string {
  const captions = [
    `${studio.name}`,
    ...studio.classTypes.slice(0, 3).map((type) => `${type} with ${studio.name}`),
    ...studio.instructorNames.slice(0, 2).map((name) => `Train with ${name}`),
    'Live and on demand',
  ];
  const step = Math.floor((elapsed % REEL_LOOP_MS) / (REEL_LOOP_MS / captions.length));
  return captions[Math.min(step, captions.length - 1)]!;
}

/**
 * Draws one frame: a moving figure (a stylised instructor doing a slow squat-and-reach) on the
 * studio's colours, with the caption and a progress bar. Everything is drawn, so the showcase
 * works offline and nothing is fetched from a video host.
 */
export function drawReelFrame(
  context: CanvasRenderingContext2D,
  width: number,
  height: number,
  studio: ReelStudio,
  elapsed: number,
) {
  const hue = studioHue(studio.name);
  const phase = ((elapsed % REEL_LOOP_MS) / REEL_LOOP_MS) * Math.PI * 2;
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, `hsl(${hue} 45% 22%)`);
  gradient.addColorStop(1, `hsl(${(hue + 40) % 360} 55% ${34 + 6 * Math.sin(phase)}%)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);

  // The figure: head, torso and limbs moving on one sine wave.
  const squat = (1 - Math.cos(phase * 2)) / 2;
  const cx = width * 0.72;
  const floor = height * 0.86;
  const hip = floor - height * (0.3 - 0.1 * squat);
  const shoulder = hip - height * 0.22;
  const reach = Math.sin(phase * 2) * 0.5 + 0.5;
  context.strokeStyle = `hsl(${(hue + 180) % 360} 70% 85%)`;
  context.lineCap = 'round';
  context.lineWidth = Math.max(4, width / 90);
  context.beginPath();
  context.moveTo(cx - width * 0.05, floor);
  context.lineTo(cx - width * 0.03 - squat * width * 0.03, hip + (floor - hip) / 2);
  context.lineTo(cx, hip);
  context.lineTo(cx + width * 0.03 + squat * width * 0.03, hip + (floor - hip) / 2);
  context.lineTo(cx + width * 0.05, floor);
  context.moveTo(cx, hip);
  context.lineTo(cx, shoulder);
  context.moveTo(cx, shoulder + height * 0.02);
  context.lineTo(cx - width * 0.07, shoulder - height * 0.12 * reach);
  context.moveTo(cx, shoulder + height * 0.02);
  context.lineTo(cx + width * 0.07, shoulder - height * 0.12 * reach);
  context.stroke();
  context.beginPath();
  context.arc(cx, shoulder - height * 0.06, height * 0.045, 0, Math.PI * 2);
  context.stroke();

  context.fillStyle = 'rgba(255,255,255,0.95)';
  context.font = `600 ${Math.round(height / 12)}px system-ui, sans-serif`;
  context.fillText(reelCaption(studio, elapsed), width * 0.06, height * 0.2, width * 0.55);

  context.fillStyle = 'rgba(255,255,255,0.25)';
  context.fillRect(0, height - 6, width, 6);
  context.fillStyle = 'rgba(255,255,255,0.9)';
  context.fillRect(0, height - 6, (width * (elapsed % REEL_LOOP_MS)) / REEL_LOOP_MS, 6);
}

/**
 * A studio's showcase reel: a drawn video with a play/pause control. It starts paused (no motion
 * until asked, which also respects people who prefer reduced motion).
 */
export function StudioReel({ studio }: { studio: ReelStudio }) {
  // A new studio starts its reel from the beginning, paused.
  return <Reel key={studio.name} studio={studio} />;
}

function Reel({ studio }: { studio: ReelStudio }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [playing, setPlaying] = useState(false);
  const elapsedRef = useRef(0);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d') ?? null;
    // No canvas support (or a test DOM): the caption below still says what the reel is.
    if (!canvas || !context) return undefined;
    drawReelFrame(context, canvas.width, canvas.height, studio, elapsedRef.current);
    if (!playing) return undefined;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      elapsedRef.current += now - last;
      last = now;
      drawReelFrame(context, canvas.width, canvas.height, studio, elapsedRef.current);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, studio]);

  return (
    <figure className="studio-reel">
      <canvas
        ref={canvasRef}
        width={960}
        height={540}
        className="studio-reel__canvas"
        role="img"
        aria-label={`${studio.name} showcase video`}
      />
      <figcaption className="studio-reel__bar">
        <button
          type="button"
          className="button button--small"
          aria-pressed={playing}
          aria-label={`${playing ? 'Pause' : 'Play'} the ${studio.name} video`}
          onClick={() => setPlaying((value) => !value)}
        >
          {playing ? 'Pause' : 'Play'}
        </button>
        <span className="studio-reel__title">{studio.name}</span>
      </figcaption>
    </figure>
  );
}
