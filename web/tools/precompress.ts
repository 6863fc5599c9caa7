import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser reads; images, video and fonts are compressed already. */
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.map', '.webmanifest']);

/** Below this a copy saves less than its headers. */
const MIN_BYTES = 1024;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // Hidden folders (Vite's manifest) are for the build's own checks, never served.
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) =>
        entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
      ),
  );
  return nested.flat();
}

/** Writes `<file>.br` and `<file>.gz` beside one file, each only when it is smaller. */
export async function precompressFile(file: string): Promise<{ raw: number; br: number; gzip: number }> {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        // Made once per build, sent many times: the slowest, smallest setting.
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  return { raw: body.length, br: Math.min(br.length, body.length), gzip: Math.min(gz.length, body.length) };
}

/**
 * After the build is written: a brotli and a gzip copy of every text file worth it, which the
 * gateway sends to browsers that take them (no compression work per request). They live in
 * dist/ only, like the rest of the build.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'streamfit:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => TEXT.has(extname(file)));
      const sizes = await Promise.all(
        files.map(async (file) => ((await stat(file)).size >= MIN_BYTES ? precompressFile(file) : null)),
      );
      const made = sizes.filter((size) => size !== null);
      const total = (key: 'raw' | 'br' | 'gzip') => made.reduce((sum, size) => sum + size[key], 0);
      this.info(
        `precompressed ${made.length} files: ${total('raw')} bytes, gzip ${total('gzip')}, brotli ${total('br')}`,
      );
    },
  };
}
