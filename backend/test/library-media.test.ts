// Video media made on this machine: one real ffmpeg run per file into a temp data folder, then
// the routes as a player uses them (playlists as long as each catalogue video, signed addresses,
// byte ranges, the full-length MP4 made once).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { registerErrorHandlers } from '../src/http/errors.js';
import { CLIP_DESIGNS, RENDITIONS } from '../src/library/media/clips.js';
import { runFfmpeg } from '../src/library/media/ffmpeg.js';
import { LoopedMp4Cache } from '../src/library/media/mp4-cache.js';
import { signedPlayback, videoSignature } from '../src/library/media/playback.js';
import { parseClipPlaylist } from '../src/library/media/playlists.js';
import {
  BAD_SIGNATURE_MESSAGE,
  ensureVideoMedia,
  MEDIA_PREPARING_MESSAGE,
  MEDIA_UNAVAILABLE_MESSAGE,
  registerVideoMediaRoutes,
  type MediaState,
  type VideoMedia,
} from '../src/library/media/index.js';
import type { MediaLibrary } from '../src/library/media/prepare.js';
import { openTestDatabase, type TestDatabase } from './support/database.js';

const SECRET = 'test-playback-url-secret-0123456789abcdef';
const NOW = new Date('2030-03-04T05:06:07.000Z');
/** Catalogue lengths from 5 to 75 minutes, odd ones included. */
const VIDEOS: [id: number, seconds: number][] = [
  [1, 300],
  [2, 4500],
  [3, 601],
  [4, 1234],
  [5, 2701],
  [11, 45 * 60],
];

const silentLog = { info: () => undefined, warn: () => undefined };
let dataDir: string;
let database: TestDatabase;
let app: FastifyInstance;
let library: MediaLibrary;
let generations: MediaState[];
let generationMs: number;

function ready(state: MediaState): VideoMedia {
  return { dataDir, ready: Promise.resolve(state), current: () => state };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'streamfit-media-'));
  // What an older format and a crashed generator leave behind: both go.
  mkdirSync(join(dataDir, 'media', 'videos', 'v0', 'clip0'), { recursive: true });
  mkdirSync(join(dataDir, 'media', 'videos', '.tmp-crashed', 'clip0'), { recursive: true });
  const started = Date.now();
  // Two servers starting on one data folder at once: one generates, the other waits for it.
  generations = await Promise.all([
    ensureVideoMedia({ dataDir, log: silentLog }),
    ensureVideoMedia({ dataDir, log: silentLog }),
  ]);
  generationMs = Date.now() - started;
  const state = generations[0];
  if (state?.kind !== 'ready') throw new Error(`no media: ${JSON.stringify(state)}`);
  library = state.library;

  database = await openTestDatabase();
  await database.db.exec('CREATE TABLE videos (id integer PRIMARY KEY, duration_seconds integer NOT NULL)');
  for (const [id, seconds] of VIDEOS)
    await database.db.query('INSERT INTO videos (id, duration_seconds) VALUES ($1, $2)', [id, seconds]);
  app = Fastify({ logger: false });
  registerErrorHandlers(app);
  registerVideoMediaRoutes(app, {
    db: database.db,
    secret: SECRET,
    dataDir,
    media: ready(state),
    clock: () => NOW,
  });
  await app.ready();
}, 300_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers });
}

function signedQuery(id: number, expiresAt = NOW.getTime() / 1000 + 3600): string {
  return `expires=${expiresAt}&signature=${videoSignature(SECRET, id, expiresAt)}`;
}

/** The URIs of a playlist (its non-comment lines). */
function uris(playlist: string): string[] {
  return playlist.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
}

function totalSeconds(playlist: string): number {
  return [...playlist.matchAll(/^#EXTINF:([0-9.]+),$/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
}

/** The top-level MP4 boxes in order: `ftyp`, then `moov` before `mdat` when it starts fast. */
function boxes(file: Buffer): string[] {
  const names: string[] = [];
  let at = 0;
  while (at + 8 <= file.length) {
    let size = file.readUInt32BE(at);
    if (size === 1) size = Number(file.readBigUInt64BE(at + 8));
    names.push(file.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return names;
}

async function mediaDuration(path: string): Promise<number> {
  const described = await runFfmpeg(library.ffmpeg, ['-i', path], { timeoutMs: 30_000, allowFailure: true });
  const match = /Duration: (\d+):(\d+):(\d+\.\d+)/.exec(described);
  if (!match) throw new Error(`no duration in: ${described}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

describe('generation', () => {
  test('one of two concurrent starts generates; both get the same complete media, nothing half-made is left', () => {
    expect(generations.map((state) => state.kind === 'ready' && state.generated).sort()).toEqual([
      false,
      true,
    ]);
    const dirs = generations.map((state) => (state.kind === 'ready' ? state.library.dir : ''));
    expect(dirs[0]).toBe(dirs[1]);
    const root = join(dataDir, 'media', 'videos');
    expect(readdirSync(root).sort()).toEqual(['v1']);
    expect(library.clips).toHaveLength(CLIP_DESIGNS.length);
    // Kept small: a few seconds on an idle two-core machine (reported, not asserted: the machine is shared).
    expect(generationMs).toBeGreaterThan(0);
  });

  test('every clip has each rendition in 2-second segments, a faststart MP4 and a JPEG poster', async () => {
    for (const clip of library.clips) {
      for (const rendition of RENDITIONS) {
        const segments = parseClipPlaylist(
          readFileSync(join(clip.dir, rendition.name, 'index.m3u8'), 'utf8'),
        );
        expect(segments.map((segment) => segment.seconds)).toEqual([2, 2, 2, 2]);
        for (const segment of segments) {
          const bytes = readFileSync(join(clip.dir, rendition.name, segment.name));
          // MPEG-TS: 188-byte packets, each starting with the sync byte.
          expect(bytes.length % 188).toBe(0);
          expect(bytes[0]).toBe(0x47);
          expect(bytes[188]).toBe(0x47);
        }
      }
      const mp4 = readFileSync(join(clip.dir, 'clip.mp4'));
      expect(boxes(mp4).slice(0, 3)).toEqual(['ftyp', 'moov', expect.stringMatching(/free|mdat/)]);
      expect(mp4.length).toBeLessThan(400_000);
      expect(readFileSync(join(clip.dir, 'poster.jpg')).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
    // The 480p rung is really bigger than the 240p one.
    const clip = library.clips[0];
    if (!clip) throw new Error('no clip');
    const size = (rendition: string): number => statSync(join(clip.dir, rendition, 'seg_001.ts')).size;
    expect(size('480p')).toBeGreaterThan(size('240p') * 2);
    expect(await mediaDuration(join(clip.dir, 'clip.mp4'))).toBeCloseTo(8, 0);
    // Each rung's segments decode cleanly on their own (the 240p ones are cut from the MP4 without encoding).
    for (const rendition of RENDITIONS) {
      const errors = await runFfmpeg(
        library.ffmpeg,
        ['-v', 'error', '-i', join(clip.dir, rendition.name, 'seg_001.ts'), '-f', 'null', '-'],
        { timeoutMs: 30_000 },
      );
      expect({ rendition: rendition.name, errors }).toEqual({ rendition: rendition.name, errors: '' });
    }
    expect(boxes(readFileSync(join(library.homeDir, 'background.mp4')))[1]).toBe('moov');
  });

  test('clips differ from one another', () => {
    const posters = library.clips.map((clip) =>
      readFileSync(join(clip.dir, 'poster.jpg')).toString('base64'),
    );
    expect(new Set(posters).size).toBe(posters.length);
  });
});

describe('HLS playlists', () => {
  test('the master lists every rendition, each address signed like the master', async () => {
    const query = signedQuery(1);
    const response = await get(`/media/videos/1/master.m3u8?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toMatch(/^#EXTM3U\n/);
    const streams = [...response.body.matchAll(/^#EXT-X-STREAM-INF:(.*)$/gm)].map((match) => match[1]);
    expect(streams).toHaveLength(RENDITIONS.length);
    for (const stream of streams) {
      expect(stream).toMatch(/BANDWIDTH=\d+/);
      expect(stream).toMatch(/RESOLUTION=\d+x\d+/);
      expect(stream).toContain('CODECS="avc1.4d401e,mp4a.40.2"');
    }
    expect(uris(response.body)).toEqual(
      RENDITIONS.map((rendition) => `${rendition.name}/index.m3u8?${query}`),
    );
  });

  test.each(VIDEOS)(
    'video %i plays for its whole catalogue length (%i s) in every rendition',
    async (id, seconds) => {
      const query = signedQuery(id);
      for (const rendition of RENDITIONS) {
        const response = await get(`/media/videos/${id}/${rendition.name}/index.m3u8?${query}`);
        expect(response.statusCode).toBe(200);
        const playlist = response.body;
        expect(Math.abs(totalSeconds(playlist) - seconds)).toBeLessThanOrEqual(1);
        expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
        expect(playlist.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
        const segments = uris(playlist);
        // A discontinuity before each new loop of the 4-segment clip.
        expect((playlist.match(/#EXT-X-DISCONTINUITY\n/g) ?? []).length).toBe(
          Math.ceil(segments.length / 4) - 1,
        );
        expect(new Set(segments.map((uri) => uri.split('?')[1]))).toEqual(new Set([query]));
        expect(segments.slice(0, 5).map((uri) => uri.split('?')[0])).toEqual([
          'seg_000.ts',
          'seg_001.ts',
          'seg_002.ts',
          'seg_003.ts',
          'seg_000.ts',
        ]);
      }
    },
  );

  test('a segment is served as MPEG-TS, byte for byte, cached until the signature ends', async () => {
    const response = await get(`/media/videos/3/480p/seg_002.ts?${signedQuery(3)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp2t');
    expect(response.headers['cache-control']).toBe('private, max-age=3600, immutable');
    const clip = library.clips[3 % library.clips.length];
    if (!clip) throw new Error('no clip');
    expect(response.rawPayload.equals(readFileSync(join(clip.dir, '480p', 'seg_002.ts')))).toBe(true);
  });

  test('signedPlayback hands out addresses that work for six hours', async () => {
    const playback = signedPlayback(4, SECRET, new Date(NOW.getTime() - 5 * 3600_000));
    expect(playback.expiresAt).toBe(new Date(NOW.getTime() + 3600_000).toISOString());
    expect(playback.hlsUrl).toMatch(/^\/media\/videos\/4\/master\.m3u8\?expires=\d+&signature=[\w-]{43}$/);
    expect(playback.mp4Url).toMatch(/^\/media\/videos\/4\/video\.mp4\?expires=\d+&signature=[\w-]{43}$/);
    expect((await get(playback.hlsUrl)).statusCode).toBe(200);
    const late = signedPlayback(4, SECRET, new Date(NOW.getTime() - 6 * 3600_000 - 1000));
    expect((await get(late.hlsUrl)).statusCode).toBe(403);
  });
});

describe('a real player', () => {
  test('ffmpeg plays a video over HTTP from its signed master and its playlists, across loops of the clip', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const master = `${address}/media/videos/3/master.m3u8?${signedQuery(3)}`;
    // 20 s crosses two loops of the 8-second clip. ffmpeg's HLS reader does not apply discontinuities
    // (browsers' players do), so the timestamps restarting at each loop is all it may remark on, in
    // either of its words for it ('non monotonically increasing dts', 'muxer in stream 1: 384000 >= 359424').
    const log = await runFfmpeg(
      library.ffmpeg,
      ['-v', 'error', '-i', master, '-map', '0:v:0', '-map', '0:a:0', '-t', '20', '-f', 'null', '-'],
      { timeoutMs: 60_000 },
    );
    const problems = log
      .split('\n')
      .filter(
        (line) =>
          line.trim() !== '' &&
          !/non monotonically increasing dts|muxer in stream \d+: \d+ >= \d+/.test(line),
      );
    expect(problems).toEqual([]);
    const description = await runFfmpeg(library.ffmpeg, ['-i', master], {
      timeoutMs: 30_000,
      allowFailure: true,
    });
    expect(description).toMatch(/Duration: 00:10:0[0-2]/);
    expect(description).toContain('426x240 [SAR 1:1');
    expect(description).toContain('854x480');
  }, 90_000);
});

describe('signatures', () => {
  const expires = NOW.getTime() / 1000 + 3600;
  const good = videoSignature(SECRET, 1, expires);
  const altered = `${good.slice(0, 10)}${good[10] === 'A' ? 'B' : 'A'}${good.slice(11)}`;
  const cases: [string, string][] = [
    ['missing', ''],
    ['without a signature', `expires=${expires}`],
    ['altered', `expires=${expires}&signature=${altered}`],
    ['with another expiry', `expires=${expires + 1}&signature=${good}`],
    ['expired', signedQuery(1, NOW.getTime() / 1000 - 1)],
    ['for another video', signedQuery(2)],
    ['repeated', `expires=${expires}&expires=${expires}&signature=${good}`],
    [
      'signed with another secret',
      `expires=${expires}&signature=${videoSignature('another-secret', 1, expires)}`,
    ],
  ];
  const paths = ['master.m3u8', '240p/index.m3u8', '240p/seg_000.ts', 'video.mp4'];

  test.each(cases)('an address %s is refused (403) everywhere', async (_, query) => {
    for (const path of paths) {
      const response = await get(`/media/videos/1/${path}?${query}`);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 403 });
      expect(JSON.parse(response.body)).toEqual({
        status: false,
        content: BAD_SIGNATURE_MESSAGE,
        code: 'bad_signature',
      });
    }
  });

  test('a validly signed address of a video not in the catalogue is a 404', async () => {
    for (const path of paths) {
      const response = await get(`/media/videos/999/${path}?${signedQuery(999)}`);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
    }
  });
});

describe('paths', () => {
  test.each([
    ['/media/videos/1/..%2F..%2Fclip0/index.m3u8', 400],
    ['/media/videos/1/%2e%2e/index.m3u8', 404],
    ['/media/videos/1/240p/..%2Fclip.mp4', 400],
    ['/media/videos/1/240p/..%2F..%2F..%2Fcomplete.json', 400],
    ['/media/videos/1/240p/seg_000.ts%00.mp4', 400],
    ['/media/videos/1/240P/seg_000.ts', 400],
    ['/media/videos/1/240p/index.ts', 400],
    ['/media/videos/1/1080p/index.m3u8', 404],
    ['/media/videos/1/1080p/seg_000.ts', 404],
    ['/media/videos/1/240p/seg_999.ts', 404],
    ['/media/videos/0/master.m3u8', 400],
    ['/media/videos/abc/master.m3u8', 400],
    ['/media/videos/-1/video.mp4', 400],
  ])('%s → %i, whatever the signature', async (path, status) => {
    const response = await get(`${path}?${signedQuery(1)}`);
    expect(response.statusCode).toBe(status);
  });
});

describe('posters and the home background', () => {
  test('a video poster is public; an unknown video has none', async () => {
    const response = await get('/media/videos/5/poster.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const again = await get('/media/videos/5/poster.jpg', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get('/media/videos/998/poster.jpg')).statusCode).toBe(404);
  });

  test('the home background loop and its poster are public, the video with byte ranges', async () => {
    const video = await get('/media/videos/home/background.mp4', { range: 'bytes=0-7' });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.toString('latin1', 4, 8)).toBe('ftyp');
    const poster = await get('/media/videos/home/poster.jpg');
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
  });
});

describe('the full-length MP4', () => {
  let file: Buffer;
  let etag: string;
  let lastModified: string;
  const url = (): string => `/media/videos/1/video.mp4?${signedQuery(1)}`;

  const made: object[] = [];

  beforeAll(async () => {
    app.log.info = (object: object, message?: string) => {
      if (message === 'video MP4 made') made.push(object);
    };
    // Two first requests at once: one file is made, both are answered with it.
    const [first, second] = await Promise.all([get(url()), get(url())]);
    expect(first?.statusCode).toBe(200);
    expect(second?.statusCode).toBe(200);
    file = first?.rawPayload ?? Buffer.alloc(0);
    expect(second?.rawPayload.equals(file)).toBe(true);
    etag = String(first?.headers.etag);
    lastModified = String(first?.headers['last-modified']);
  }, 120_000);

  test('lasts the video’s catalogue length, starts fast, and was made once', async () => {
    const cached = readdirSync(join(dataDir, 'media', 'videos', 'cache'));
    expect(cached).toEqual([`v1-clip${1 % library.clips.length}-300s.mp4`]);
    expect(made).toHaveLength(1);
    const path = join(dataDir, 'media', 'videos', 'cache', cached[0] ?? '');
    expect(Math.abs((await mediaDuration(path)) - 300)).toBeLessThanOrEqual(1);
    expect(boxes(file).slice(0, 2)).toEqual(['ftyp', 'moov']);
    const response = await get(url());
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-length']).toBe(String(file.length));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('Range: a-b, a- and -n answer 206 with exactly those bytes', async () => {
    const size = file.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-', 1000, size - 1],
      ['bytes=-500', size - 500, size - 1],
      ['bytes=-99999999999', 0, size - 1],
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await get(url(), { range });
      expect({ range, status: response.statusCode }).toEqual({ range, status: 206 });
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(file.subarray(start, end + 1))).toBe(true);
    }
  });

  test('a range starting past the end is 416 with the size; a malformed or multiple one gets the whole file', async () => {
    const size = file.length;
    for (const range of [`bytes=${size}-`, `bytes=${size + 5}-${size + 10}`, 'bytes=-0']) {
      const response = await get(url(), { range });
      expect({ range, status: response.statusCode }).toEqual({ range, status: 416 });
      expect(response.headers['content-range']).toBe(`bytes */${size}`);
    }
    for (const range of ['bytes=abc', 'bytes=5-2', 'items=0-5', 'bytes=0-1,4-5', 'bytes=--1', 'bytes=']) {
      const response = await get(url(), { range });
      expect({ range, status: response.statusCode }).toEqual({ range, status: 200 });
      expect(response.rawPayload.length).toBe(size);
    }
  });

  test('If-Range: the current ETag or date keeps the range, anything else sends the whole file', async () => {
    expect((await get(url(), { range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
    expect((await get(url(), { range: 'bytes=0-9', 'if-range': lastModified })).statusCode).toBe(206);
    expect((await get(url(), { range: 'bytes=0-9', 'if-range': '"stale"' })).statusCode).toBe(200);
    expect(
      (await get(url(), { range: 'bytes=0-9', 'if-range': 'Tue, 01 Jan 2019 00:00:00 GMT' })).statusCode,
    ).toBe(200);
  });

  test('a 75-minute video’s MP4 stays small', async () => {
    const response = await app.inject({ method: 'HEAD', url: `/media/videos/2/video.mp4?${signedQuery(2)}` });
    expect(response.statusCode).toBe(200);
    const bytes = Number(response.headers['content-length']);
    expect(bytes).toBeLessThan(150 * 1024 * 1024);
    const path = join(dataDir, 'media', 'videos', 'cache', `v1-clip${2 % library.clips.length}-4500s.mp4`);
    expect(statSync(path).size).toBe(bytes);
    expect(Math.abs((await mediaDuration(path)) - 4500)).toBeLessThanOrEqual(1);
  }, 120_000);

  test('the cache drops the least recently served file past its cap', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'streamfit-mp4-cache-'));
    try {
      const cache = new LoopedMp4Cache(dir, 1, library.ffmpeg, silentLog);
      const [first, second] = library.clips;
      if (!first || !second) throw new Error('clips missing');
      const older = await cache.fileFor(first, 20);
      const newer = await cache.fileFor(second, 20);
      expect(existsSync(older)).toBe(false);
      expect(readdirSync(dir)).toEqual([newer.slice(dir.length + 1)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('without media', () => {
  test('media answers 503 and says so, the rest of the app is untouched', async () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'streamfit-media-none-'));
    const warnings: object[] = [];
    const bare = Fastify({ logger: false });
    registerErrorHandlers(bare);
    bare.log.warn = (object: object) => {
      warnings.push(object);
    };
    registerVideoMediaRoutes(bare, {
      db: database.db,
      secret: SECRET,
      dataDir: otherDir,
      env: { FFMPEG_PATH: join(otherDir, 'no-ffmpeg-here') },
    });
    try {
      const response = await bare.inject({ method: 'GET', url: '/media/videos/1/poster.jpg' });
      expect(response.statusCode).toBe(503);
      expect(JSON.parse(response.body)).toMatchObject({ status: false, content: MEDIA_UNAVAILABLE_MESSAGE });
      const signed = await bare.inject({ method: 'GET', url: `/media/videos/1/video.mp4?${signedQuery(1)}` });
      expect(signed.statusCode).toBe(503);
      expect(JSON.stringify(warnings)).toContain('no-ffmpeg-here');
    } finally {
      await bare.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  test('while the clips are still being made, a request waits a moment, then gets 503 with Retry-After', async () => {
    let finish: (state: MediaState) => void = () => undefined;
    const generating = new Promise<MediaState>((resolve) => {
      finish = resolve;
    });
    const busy = Fastify({ logger: false });
    registerErrorHandlers(busy);
    registerVideoMediaRoutes(busy, {
      db: database.db,
      secret: SECRET,
      dataDir,
      media: { dataDir, ready: generating, current: () => undefined },
      readyWaitMs: 50,
    });
    try {
      const response = await busy.inject({ method: 'GET', url: '/media/videos/home/background.mp4' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(JSON.parse(response.body)).toMatchObject({ status: false, content: MEDIA_PREPARING_MESSAGE });
    } finally {
      // Closing waits for the generation under way.
      finish({ kind: 'unavailable', reason: 'stopped' });
      await busy.close();
    }
  });
});
