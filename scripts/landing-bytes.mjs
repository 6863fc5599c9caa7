// What the landing page (/) downloads of the web build, as the README's Performance section reports
// it: every JS and CSS file it loads (the entry, its static imports, the `/` route's own chunk and
// theirs, from Vite's manifest), raw and as the gzip and brotli copies the build made.
// Usage: node scripts/landing-bytes.mjs [web/dist]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] ?? 'web/dist';
const manifestFile = join(dist, '.vite', 'manifest.json');
const files = new Set();
if (existsSync(manifestFile)) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit('src/studios/landing/HomeRoute.tsx');
} else {
  // A build without a manifest loads what index.html names.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const [, path] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)) files.add(path);
}
const size = (file) => (existsSync(file) ? statSync(file).size : null);
let raw = 0;
let gzip = 0;
let brotli = 0;
for (const file of files) {
  const path = join(dist, file);
  const own = size(path);
  raw += own;
  gzip += size(`${path}.gz`) ?? own;
  brotli += size(`${path}.br`) ?? own;
}
const js = [...files].filter((file) => file.endsWith('.js')).length;
console.log(
  JSON.stringify({ files: files.size, jsChunks: js, cssFiles: files.size - js, raw, gzip, brotli }),
);
