import type { Plugin, Rollup } from 'vite';

/** The landing page: the app's entry (index.html) and the `/` route's own code. */
export const LANDING_ENTRY = 'index.html';
export const LANDING_ROUTE = 'src/studios/landing/HomeRoute.tsx';

/** Pages the landing page must never load: each has a chunk of its own, fetched with its route. */
export const SPLIT_PAGES = [
  'src/live/LiveSchedulePage.tsx',
  'src/payments/PaymentPage.tsx',
  'src/workouts/CalendarPage.tsx',
  'src/library/ClassesPage.tsx',
] as const;

/**
 * The rest of the route table (every domain's routes but the studio pages'): the app adds it on
 * the first address that needs it (src/app/shellRoutes.tsx), so the landing page never loads it.
 */
export const PAGE_ROUTES = 'src/app/pageRoutes.tsx';

/** The route table's later part, or a domain's routes or loaders that belong to it. */
export function isLaterRouteTable(path: string): boolean {
  return (
    path === PAGE_ROUTES ||
    path.endsWith(`/${PAGE_ROUTES}`) ||
    /(^|\/)src\/(accounts|info|library|live|payments|progress|site|social|workouts)\/(routes\.tsx|loaders\.ts)$/.test(
      path,
    )
  );
}

/**
 * A page of a domain the landing page does not show: the studios pages and the shell (app, ui,
 * relay) are the landing page's own.
 */
export function isOtherDomainPage(path: string): boolean {
  return /(^|\/)src\/(accounts|info|library|live|payments|site|workouts)\/(?:[^/]+\/)*[A-Za-z]+Page\.tsx$/.test(
    path,
  );
}

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), as far as these checks read it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The files the landing page loads: both chunks, what they import statically, and their CSS. */
export function landingFiles(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(LANDING_ENTRY);
  visit(LANDING_ROUTE);
  return files;
}

/** What is wrong with the landing page's code in a build's manifest; empty when nothing is. */
export function landingViolations(manifest: Manifest): string[] {
  const problems: string[] = [];
  if (!manifest[LANDING_ENTRY]?.isEntry) problems.push(`${LANDING_ENTRY} is not an entry of the build`);
  if (!manifest[LANDING_ROUTE]?.isDynamicEntry)
    problems.push(`${LANDING_ROUTE} has no chunk of its own: the landing route is not loaded lazily`);
  for (const page of SPLIT_PAGES) {
    if (!manifest[page]?.isDynamicEntry)
      problems.push(`${page} has no chunk of its own: something imports it statically`);
  }
  // Its own chunk, or one it shares with the pages' common code (named after it, `_pageRoutes-*`).
  const isPageRoutesChunk = (key: string) => key === PAGE_ROUTES || /^_pageRoutes-[^/]*\.js$/.test(key);
  if (!Object.keys(manifest).some(isPageRoutesChunk))
    problems.push(`${PAGE_ROUTES} has no chunk of its own: the whole route table is in the entry`);
  const loaded = landingFiles(manifest);
  for (const [key, chunk] of Object.entries(manifest)) {
    if ((isOtherDomainPage(key) || isPageRoutesChunk(key)) && loaded.has(chunk.file))
      problems.push(`the landing page loads ${key} (${chunk.file})`);
  }
  return problems;
}

/**
 * Fails the build when the landing page's chunks hold another domain's page (or its routes): read from the bundle
 * itself, where every module of every chunk is known (the manifest names only chunks).
 */
export function landingChunkCheck(): Plugin {
  let root = '';
  return {
    name: 'streamfit:landing-chunks',
    apply: 'build',
    configResolved(config) {
      root = `${config.root}/`;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rollup.OutputChunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'main');
      const route = chunks.find((chunk) => chunk.facadeModuleId === `${root}${LANDING_ROUTE}`);
      if (!entry || !route) {
        this.error(`landing page: ${entry ? LANDING_ROUTE : 'the main entry'} has no chunk of its own`);
        return;
      }
      const modules = new Set<string>();
      const seen = new Set<string>();
      const visit = (chunk: Rollup.OutputChunk) => {
        if (seen.has(chunk.fileName)) return;
        seen.add(chunk.fileName);
        for (const id of chunk.moduleIds) modules.add(id.startsWith(root) ? id.slice(root.length) : id);
        for (const imported of chunk.imports) {
          const next = byFile.get(imported);
          if (next) visit(next);
        }
      };
      visit(entry);
      visit(route);
      const pages = [...modules].filter(isOtherDomainPage);
      if (pages.length > 0)
        this.error(`the landing page's chunks hold other domains' pages: ${pages.sort().join(', ')}`);
      const routeTables = [...modules].filter(isLaterRouteTable);
      if (routeTables.length > 0)
        this.error(`the landing page's chunks hold routes that come later: ${routeTables.sort().join(', ')}`);
    },
  };
}
