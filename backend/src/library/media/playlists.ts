import { RENDITIONS, SEGMENT_SECONDS } from './clips.js';

/** One segment of a clip's rendition, as its own playlist lists it. */
export interface ClipSegment {
  /** `seg_000.ts`: a name the segment route accepts. */
  name: string;
  seconds: number;
}

/** Segment names the generator writes and the routes accept; nothing else is ever read. */
export const SEGMENT_NAME = /^seg_[0-9]{3}\.ts$/;

/** The segments ffmpeg listed for one rendition of a clip (its `index.m3u8`). */
export function parseClipPlaylist(text: string): ClipSegment[] {
  const segments: ClipSegment[] = [];
  let pending: number | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const extinf = /^#EXTINF:([0-9.]+),/.exec(line);
    if (extinf?.[1] !== undefined) pending = Number(extinf[1]);
    else if (line !== '' && !line.startsWith('#')) {
      if (pending === undefined || !SEGMENT_NAME.test(line) || !(pending > 0))
        throw new Error(`unexpected line in a clip playlist: ${line}`);
      segments.push({ name: line, seconds: pending });
      pending = undefined;
    }
  }
  if (segments.length === 0) throw new Error('a clip playlist lists no segment');
  return segments;
}

/** One entry of a video's playlist: which clip segment, and whether a new loop of the clip starts there. */
export interface PlannedSegment extends ClipSegment {
  discontinuity: boolean;
}

/**
 * The clip's segments looped until the video's length: each segment is kept while that brings the
 * total closer to `durationSeconds`, so the playlist ends at the cut nearest the catalogue length
 * (within half a segment) and every EXTINF stays true to its media.
 */
export function planSegments(segments: readonly ClipSegment[], durationSeconds: number): PlannedSegment[] {
  const planned: PlannedSegment[] = [];
  let total = 0;
  for (let index = 0; ; index++) {
    const segment = segments[index % segments.length];
    if (segment === undefined) break;
    if (planned.length > 0 && total + segment.seconds / 2 > durationSeconds) break;
    planned.push({ ...segment, discontinuity: index > 0 && index % segments.length === 0 });
    total += segment.seconds;
  }
  return planned;
}

/** `#EXTINF` with the precision ffmpeg writes, trailing zeros dropped. */
function seconds(value: number): string {
  return String(Number(value.toFixed(6)));
}

/** A video's playlist for one rendition; `address` turns a segment name into its signed address. */
export function renditionPlaylist(
  planned: readonly PlannedSegment[],
  address: (name: string) => string,
): string {
  const longest = Math.max(SEGMENT_SECONDS, ...planned.map((segment) => segment.seconds));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(longest)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  for (const segment of planned) {
    // Each loop restarts the clip's timestamps: the player must be told.
    if (segment.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${seconds(segment.seconds)},`, address(segment.name));
  }
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}

/** The master playlist: every rung, lowest first, its peak bandwidth with a margin for the container. */
export function masterPlaylist(address: (rendition: string) => string): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const rendition of RENDITIONS) {
    const bandwidth = Math.round((rendition.maxKbps + rendition.audioKbps) * 1000 * 1.1);
    const average = Math.round((rendition.videoKbps + rendition.audioKbps) * 1000 * 1.1);
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},AVERAGE-BANDWIDTH=${average},RESOLUTION=${rendition.width}x${rendition.height},CODECS="${rendition.codecs}"`,
      address(rendition.name),
    );
  }
  lines.push('');
  return lines.join('\n');
}
