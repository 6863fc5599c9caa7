// The page's first screen in the HTML itself. On a phone's slow connection the app's code, then the
// page's query, take seconds to arrive; the build lists, for a few addresses, the page's own first
// screen (web/tools/firstPaint.ts → dist/first-paint.json: static, public markup of the real page),
// and this writes it into index.html with the styles it needs inlined (so nothing blocks the paint)
// and the hashes the Content-Security-Policy needs to allow exactly
// those inline elements. The app replaces it when it has drawn the page. Nothing here depends on
// who is asking beyond the site (the host): no member's data is ever written into a page.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { routeMatcher, type RouteMatcher } from './route-paths.js';

/** What the site the browser is on gives the first screens (read as any visitor would). */
export interface FirstPaintSite {
  general: boolean;
  brandName: string;
  /** The sign-up button's words on this site (web: useSignUpLabel). */
  signUpLabel: string;
  /** The first studio's hero picture (a same-origin path or the drawing itself), as the landing page's mosaic shows it. */
  heroImage: string | null;
}

export type FirstPaintSiteLookup = (host: string) => Promise<FirstPaintSite | null>;

interface BuildPage {
  paths: string[];
  site: 'any' | 'general';
  visitorOnly?: boolean;
  html: string;
  css: string[];
}

interface Build {
  entryCss: string[];
  sessionScript: string;
  pages: BuildPage[];
}

interface Page extends BuildPage {
  matches: RouteMatcher;
  style: string;
}

interface Prepared {
  stamp: string;
  index: string;
  entryCss: string[];
  sessionScript: string;
  pages: Page[];
}

/** A document with its inline parts, and the CSP sources that allow them. */
export interface FirstPaintDocument {
  html: string;
  styleHashes: string[];
  scriptHashes: string[];
}

/** While the first screen is up the app's root (drawn but not ready) stays hidden. */
const HAND_OFF_CSS =
  '#first-paint~#root{display:none}' +
  // A member page's first screen is the log-in page: a browser with a stored session skips it.
  'html:not(.first-paint-visitor) #first-paint.first-paint--visitor{display:none}' +
  'html:not(.first-paint-visitor) #first-paint.first-paint--visitor~#root{display:block}' +
  // A first screen may put a picture after the words it lies behind (so it paints with them).
  '#first-paint :has(>.first-paint__behind){isolation:isolate}#first-paint .first-paint__behind{z-index:-1}';

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A path under the build (`/assets/x.css`) read as text; null when it is not one. */
function readBuilt(webDist: string, path: string): string | null {
  const root = normalize(webDist + sep);
  const file = normalize(join(webDist, path));
  if (!file.startsWith(root) || !existsSync(file)) return null;
  return readFileSync(file, 'utf8');
}

/** Styles must not end the <style> element early. */
const safeCss = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * Marks a page answered with a first screen. The web app's service worker (web/src/sw/routing.ts)
 * reads it: such a page is one address's, never kept as the offline shell of every address.
 */
export const FIRST_SCREEN_HEADER = 'StreamFit-First-Screen';

/**
 * The first screens of a build, prepared once per build (index.html's and the list's change time):
 * null when the build has none (an older build, or a test's bare index.html).
 */
export function firstPaintPages(webDist: string): () => Prepared | null {
  let prepared: Prepared | null = null;
  return () => {
    const listFile = join(webDist, 'first-paint.json');
    const indexFile = join(webDist, 'index.html');
    if (!existsSync(listFile) || !existsSync(indexFile)) return null;
    const stamp = `${statSync(listFile).mtimeMs}:${statSync(indexFile).mtimeMs}`;
    if (prepared?.stamp === stamp) return prepared;
    try {
      const build = JSON.parse(readFileSync(listFile, 'utf8')) as Build;
      const entryStyle = build.entryCss.map((path) => readBuilt(webDist, path) ?? '').join('\n');
      prepared = {
        stamp,
        index: readFileSync(indexFile, 'utf8'),
        entryCss: build.entryCss,
        sessionScript: build.sessionScript,
        pages: build.pages.map((page) => ({
          ...page,
          matches: routeMatcher(page.paths),
          style: safeCss(
            [entryStyle, ...page.css.map((path) => readBuilt(webDist, path) ?? ''), HAND_OFF_CSS].join('\n'),
          ),
        })),
      };
    } catch {
      prepared = null;
    }
    return prepared;
  };
}

/** The first screen for `path` on this site, written into the build's index.html; null for none. */
export function firstPaintDocument(
  prepared: Prepared,
  path: string,
  site: FirstPaintSite | null,
  search = '',
): FirstPaintDocument | null {
  const page = prepared.pages.find((candidate) => candidate.matches(path));
  if (!page) return null;
  let body = page.html;
  if (page.site === 'general') {
    if (!site?.general || !site.heroImage || !/^(\/|data:image\/svg\+xml,)/.test(site.heroImage)) return null;
    body = body
      .replaceAll('{{brandName}}', escapeHtml(site.brandName))
      .replaceAll('{{signUpLabel}}', escapeHtml(site.signUpLabel))
      .replaceAll('{{search}}', escapeHtml(search))
      .replaceAll('{{heroImage}}', escapeHtml(site.heroImage));
  }
  let html = prepared.index;
  // The entry's stylesheets come inline: a linked one would hold the first paint back a round trip.
  for (const css of prepared.entryCss) {
    html = html.replace(
      new RegExp(`<link rel="stylesheet"[^>]*href="${css.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`),
      '',
    );
  }
  const head: string[] = [`<style>${page.style}</style>`];
  const scriptHashes: string[] = [];
  if (page.visitorOnly) {
    head.unshift(`<script>${prepared.sessionScript}</script>`);
    scriptHashes.push(cspHash(prepared.sessionScript));
  }
  html = html.replace('</head>', `${head.join('\n')}\n</head>`);
  const className = page.visitorOnly ? ' class="first-paint--visitor"' : '';
  // The neutral header bar of the page frame (shell.css): the brand is drawn by the app.
  const frame = `<div class="shell-skeleton__header"></div><main class="site-main">${body}</main>`;
  html = html.replace('<div id="root">', `<div id="first-paint"${className}>${frame}</div>\n<div id="root">`);
  return { html, styleHashes: [cspHash(page.style)], scriptHashes };
}

/** Read as a visitor reads it: public catalogue data only, never with anyone's session. */
export const FIRST_PAINT_SITE_QUERY = `query FirstPaintSite($host: String!) {
  site(host: $host) { mode brand { name trialEnabled } }
  studios(first: 1) { edges { node { images { hero } } } }
}`;

interface FirstPaintSiteData {
  site?: { mode?: string; brand?: { name?: string; trialEnabled?: boolean } } | null;
  studios?: { edges?: { node?: { images?: { hero?: string } } }[] } | null;
}

/** The lookup over the gateway's own graph: `execute` runs the query without any caller's session. */
export function firstPaintSiteFromGraph(
  execute: (query: string, variables: { host: string }) => Promise<unknown>,
  backendUrl?: string,
): FirstPaintSiteLookup {
  return async (host) => {
    const data = (await execute(FIRST_PAINT_SITE_QUERY, { host })) as FirstPaintSiteData | null;
    const site = data?.site;
    if (!site?.mode || !site.brand?.name) return null;
    const hero = data?.studios?.edges?.[0]?.node?.images?.hero ?? null;
    return {
      general: site.mode === 'GENERAL',
      brandName: site.brand.name,
      // The general site's words (a white-label site gets no landing first screen).
      signUpLabel: site.brand.trialEnabled ? 'Start Your Free Trial' : 'Sign Up',
      heroImage: (hero && backendUrl ? await inlinePicture(backendUrl, hero) : null) ?? hero,
    };
  };
}

/** A drawn picture small enough to travel inside the HTML. */
const INLINE_PICTURE_BYTES = 16 * 1024;

/**
 * The studio's drawn hero (an SVG under /media) as a data: address: on a slow connection it then
 * paints with the page instead of a round trip later behind the app's code. Anything else (a photo,
 * a large drawing, a failure) keeps its address.
 */
async function inlinePicture(backendUrl: string, path: string): Promise<string | null> {
  if (!/^\/media\/[A-Za-z0-9/_.-]+\.svg$/.test(path) || path.includes('..')) return null;
  try {
    const response = await fetch(new URL(path, backendUrl), { signal: AbortSignal.timeout(1_000) });
    if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('image/svg+xml'))
      return null;
    const svg = await response.text();
    if (Buffer.byteLength(svg) > INLINE_PICTURE_BYTES) return null;
    // A URL drops tabs and line breaks; % and # would end or break the data.
    return `data:image/svg+xml,${svg
      .replace(/[\t\r\n]+/g, ' ')
      .replace(/%/g, '%25')
      .replace(/#/g, '%23')}`;
  } catch {
    return null;
  }
}

/**
 * The lookup with its answers kept per host: a fresh one for a minute, then the kept one is used
 * while a new one is asked for, so no page waits on it after the first. Hosts come from the
 * request, so only so many are kept.
 */
export function cachedSiteLookup(
  lookup: FirstPaintSiteLookup,
  freshMs = 60_000,
  maxHosts = 100,
): FirstPaintSiteLookup {
  const kept = new Map<string, { at: number; site: Promise<FirstPaintSite | null> }>();
  const ask = (host: string) => {
    const entry = { at: Date.now(), site: lookup(host).catch(() => null) };
    kept.delete(host);
    kept.set(host, entry);
    if (kept.size > maxHosts) kept.delete(kept.keys().next().value as string);
    return entry.site;
  };
  return async (host) => {
    const key = host.toLowerCase();
    const entry = kept.get(key);
    if (!entry) return ask(key);
    if (Date.now() - entry.at > freshMs) {
      const previous = entry.site;
      void ask(key);
      return previous;
    }
    return entry.site;
  };
}

/** Whether the first screen for `path` needs the site's data (the landing page does). */
export function firstPaintNeedsSite(prepared: Prepared, path: string): boolean {
  return prepared.pages.find((candidate) => candidate.matches(path))?.site === 'general';
}
