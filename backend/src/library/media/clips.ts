/**
 * The short clips every catalogue video is made of: drawn by ffmpeg's own sources (no footage, no
 * fonts), each encoded once into an HLS ladder, a low-bitrate progressive MP4 and a poster. A video
 * plays its clip looped for its whole length (playlists.ts, mp4-cache.ts).
 */

/** Bumped whenever what is generated changes: a server finding an older stamp makes the clips again. */
export const MEDIA_FORMAT_VERSION = 1;

export const CLIP_SECONDS = 8;
export const FRAME_RATE = 24;
/** Every segment starts on a keyframe, so looped segments join cleanly. */
export const SEGMENT_SECONDS = 2;

export interface Rendition {
  /** Its folder and URL segment. */
  name: string;
  width: number;
  height: number;
  videoKbps: number;
  maxKbps: number;
  audioKbps: number;
  /** RFC 6381 codecs: H.264 Main 3.0 and AAC-LC. */
  codecs: string;
}

/**
 * The HLS ladder, lowest first. The 240p rung is also the progressive MP4 (the same encode), kept
 * small so a 75-minute video's MP4 stays near 130 MB.
 */
export const RENDITIONS: readonly Rendition[] = [
  {
    name: '240p',
    width: 426,
    height: 240,
    videoKbps: 180,
    maxKbps: 220,
    audioKbps: 48,
    codecs: 'avc1.4d401e,mp4a.40.2',
  },
  {
    name: '480p',
    width: 854,
    height: 480,
    videoKbps: 900,
    maxKbps: 1100,
    audioKbps: 64,
    codecs: 'avc1.4d401e,mp4a.40.2',
  },
];

export const RENDITION_NAMES: ReadonlySet<string> = new Set(RENDITIONS.map((rendition) => rendition.name));

/** One clip's look and sound: an ffmpeg source drawn at 854x480 and a tone. */
export interface ClipDesign {
  video: string;
  toneHz: number;
}

/** Sources cheap to draw, upscaled from a small grid where that looks deliberate (cells, fractals). */
export const CLIP_DESIGNS: readonly ClipDesign[] = [
  { video: `testsrc2=s=854x480:r=${FRAME_RATE}`, toneHz: 440 },
  { video: `mandelbrot=s=427x240:r=${FRAME_RATE}:maxiter=300,scale=854:480`, toneHz: 523.25 },
  {
    video: `life=s=214x120:r=${FRAME_RATE}:mold=10:ratio=0.12:life_color=#f28c28:death_color=#1b2a49,scale=854:480:flags=neighbor`,
    toneHz: 329.63,
  },
  {
    video: `cellauto=s=427x240:r=${FRAME_RATE}:rule=110,scale=854:480:flags=neighbor,colorchannelmixer=rr=0.2:gg=0.7:bb=1`,
    toneHz: 392,
  },
  { video: `smptehdbars=s=854x480:r=${FRAME_RATE},hue=h=t*45`, toneHz: 261.63 },
];

/** The home page's background: slow, quiet colour, no sound. */
export const HOME_DESIGN = `mandelbrot=s=427x240:r=${FRAME_RATE}:maxiter=300:start_scale=2:end_scale=0.5,scale=854:480,hue=s=0.6`;

const X264 = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-profile:v',
  'main',
  '-level',
  '3.0',
  '-pix_fmt',
  'yuv420p',
  '-g',
  String(FRAME_RATE * SEGMENT_SECONDS),
  '-keyint_min',
  String(FRAME_RATE * SEGMENT_SECONDS),
  '-sc_threshold',
  '0',
  '-force_key_frames',
  `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
];

function rate(rendition: Rendition): string[] {
  return [
    '-b:v',
    `${rendition.videoKbps}k`,
    '-maxrate',
    `${rendition.maxKbps}k`,
    '-bufsize',
    `${rendition.maxKbps * 2}k`,
    '-c:a',
    'aac',
    '-b:a',
    `${rendition.audioKbps}k`,
    '-ac',
    '1',
    '-ar',
    '48000',
  ];
}

function hls(folder: string): string[] {
  return [
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    `${folder}/seg_%03d.ts`,
    `${folder}/index.m3u8`,
  ];
}

/**
 * The first pass of a clip, run in its folder: the top rungs as HLS, the lowest as `clip.mp4`
 * (faststart), and `poster.jpg` (a frame one second in). Inputs carry their own duration, so it ends.
 */
export function clipEncodeArgs(design: ClipDesign): string[] {
  const [lowest, ...higher] = RENDITIONS;
  if (lowest === undefined) throw new Error('the rendition ladder is empty');
  const outputs = higher.length + 2;
  const labels = Array.from({ length: outputs }, (_, index) => `[v${index}]`);
  const graph = [
    `[0:v]format=yuv420p,split=${outputs}${labels.join('')}`,
    ...higher.map(
      (rendition, index) => `[v${index}]scale=${rendition.width}:${rendition.height},setsar=1[r${index}]`,
    ),
    `[v${higher.length}]scale=${lowest.width}:${lowest.height},setsar=1[low]`,
    `[v${higher.length + 1}]select=eq(n\\,${FRAME_RATE})[poster]`,
  ].join(';');
  return [
    '-loglevel',
    'error',
    '-y',
    '-t',
    String(CLIP_SECONDS),
    '-f',
    'lavfi',
    '-i',
    design.video,
    '-t',
    String(CLIP_SECONDS),
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${design.toneHz}:sample_rate=48000,volume=0.15,tremolo=f=2:d=0.6`,
    '-filter_complex',
    graph,
    ...higher.flatMap((rendition, index) => [
      '-map',
      `[r${index}]`,
      '-map',
      '1:a',
      ...X264,
      ...rate(rendition),
      ...hls(rendition.name),
    ]),
    '-map',
    '[low]',
    '-map',
    '1:a',
    ...X264,
    ...rate(lowest),
    '-movflags',
    '+faststart',
    'clip.mp4',
    '-map',
    '[poster]',
    '-frames:v',
    '1',
    '-q:v',
    '4',
    'poster.jpg',
  ];
}

/** The second pass: the lowest rung's HLS cut from `clip.mp4` without encoding again. */
export function lowestRungArgs(): string[] {
  const lowest = RENDITIONS[0];
  if (lowest === undefined) throw new Error('the rendition ladder is empty');
  return ['-loglevel', 'error', '-y', '-i', 'clip.mp4', '-map', '0', '-c', 'copy', ...hls(lowest.name)];
}

/** The home background: a short silent loop and its poster, run in the `home` folder. */
export function homeEncodeArgs(): string[] {
  return [
    '-loglevel',
    'error',
    '-y',
    '-t',
    String(CLIP_SECONDS),
    '-f',
    'lavfi',
    '-i',
    HOME_DESIGN,
    '-filter_complex',
    `[0:v]format=yuv420p,split=2[loop][still];[still]select=eq(n\\,0)[poster]`,
    '-map',
    '[loop]',
    ...X264,
    '-b:v',
    '700k',
    '-maxrate',
    '900k',
    '-bufsize',
    '1800k',
    '-an',
    '-movflags',
    '+faststart',
    'background.mp4',
    '-map',
    '[poster]',
    '-frames:v',
    '1',
    '-q:v',
    '4',
    'poster.jpg',
  ];
}
