import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const PRECACHE_PLACEHOLDER = '__STREAMFIT_SW_PRECACHE__';

/**
 * The app shell of the `main` entry (index.html): the page itself, its entry chunk, the chunks
 * that chunk imports statically, and their CSS; the rest of the route table; and the pages' own code, which the app's routes
 * fetch when they are opened, so pages without live data still open offline. What a page fetches
 * only when it needs it (the video player's hls.js, the card form) and GraphiQL are left to the
 * runtime cache. Paths are absolute (`/assets/...`).
 */
export function appShellFiles(bundle: OutputBundle, entryName = 'main'): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === entryName);
  if (!entry) throw new Error(`service worker: no "${entryName}" entry in the bundle`);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>(['/index.html']);
  const shell: OutputChunk[] = [];
  const visit = (chunk: OutputChunk) => {
    const path = `/${chunk.fileName}`;
    if (files.has(path)) return;
    files.add(path);
    shell.push(chunk);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(entry);
  // The rest of the route table, which the app adds on the first address that needs it
  // (src/app/shellRoutes.tsx): part of the shell, and the way to most pages.
  for (const chunk of [...shell]) {
    for (const imported of chunk.dynamicImports ?? []) {
      const next = byFile.get(imported);
      if (next?.moduleIds.some((id) => id.endsWith('/src/app/pageRoutes.tsx'))) visit(next);
    }
  }
  // The route pages the shell imports lazily: the app's own modules, not a library's.
  for (const chunk of [...shell]) {
    for (const page of chunk.dynamicImports ?? []) {
      const next = byFile.get(page);
      if (next && next.facadeModuleId && !next.facadeModuleId.includes('/node_modules/')) visit(next);
    }
  }
  return [...files];
}

/**
 * Builds src/sw/sw.ts into a separate, unhashed `/sw.js` (a service worker's URL must stay
 * the same across builds) with the build version and the app-shell list compiled in.
 */
export function serviceWorker(version: string): Plugin {
  return {
    name: 'streamfit:service-worker',
    apply: 'build',
    // After Vite has dropped the chunks that only carried CSS, so the shell lists real files only.
    enforce: 'post',
    config() {
      return {
        define: {
          __SW_VERSION__: JSON.stringify(version),
          __SW_PRECACHE__: JSON.stringify(PRECACHE_PLACEHOLDER),
        },
      };
    },
    buildStart() {
      this.emitFile({
        type: 'chunk',
        id: fileURLToPath(new URL('../src/sw/sw.ts', import.meta.url)),
        fileName: 'sw.js',
      });
    },
    generateBundle(_options, bundle) {
      const worker = bundle['sw.js'];
      if (!worker || worker.type !== 'chunk') throw new Error('service worker: sw.js was not built');
      if (worker.imports.length > 0)
        throw new Error(
          `service worker: sw.js must be self-contained, it imports ${worker.imports.join(', ')}`,
        );
      const placeholder = JSON.stringify(PRECACHE_PLACEHOLDER);
      if (!worker.code.includes(placeholder))
        throw new Error('service worker: the precache placeholder is missing from sw.js');
      worker.code = worker.code.replace(placeholder, JSON.stringify(appShellFiles(bundle)));
    },
  };
}
