import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { Manifest } from './landingChunks';

/**
 * What a phone shows before the app's code has arrived. On a slow connection the page's code, then
 * its query, take seconds; the gateway answers these addresses with the page's own first screen
 * (static text in the page's real markup and styles) in the HTML itself, and the app takes over
 * when it has drawn the page (`src/ui/firstPaint.ts`). Only public, viewer-independent content is
 * written here: a member's data never goes into HTML.
 *
 * Placeholders the gateway fills, escaped, from the site the browser is on: `{{brandName}}`,
 * `{{signUpLabel}}` (as `useSignUpLabel` words it for the site), `{{heroImage}}` (the first
 * studio's hero picture, as the landing page's mosaic shows it), and `{{search}}` (the address's
 * query string, which the app's sign-up link carries too).
 *
 * The route's code is deliberately not preloaded from here: on a slow 4G phone the extra downloads
 * delayed this first screen itself by most of a second.
 */
export interface FirstPaintPage {
  /** Addresses (route-paths syntax: `:param`, a trailing `/*`) this first screen is for. */
  paths: string[];
  /** `general`: only on the general site (a white-label site's home is its studio page). */
  site: 'any' | 'general';
  /** Shown only to a browser with no stored session (a member page sends a visitor to log in). */
  visitorOnly?: boolean;
  /** The route's own module (a manifest key): its CSS is inlined. */
  module: string;
  html: string;
}

/**
 * The landing page's hero (LandingPage.tsx): the same box, so the app's hero is drawn exactly over
 * it. The picture comes after the words (drawn behind them, `first-paint__behind`): a phone may
 * paint what has arrived of the page, and the picture must not be painted before the words that
 * give the hero its height.
 */
const LANDING = `<div class="landing"><section class="landing-hero" aria-labelledby="first-paint-heading">
<div class="landing-hero__shade"></div>
<div class="landing-hero__content">
<p class="eyebrow eyebrow--light">{{brandName}}</p>
<h1 id="first-paint-heading">Your favourite boutique studios, streaming at home.</h1>
<p class="landing-hero__lead">Live and on-demand classes from top instructors: Pilates, barre, HIIT, yoga, cycling and more. One membership, every studio, any screen.</p>
<div class="landing-hero__actions"><a class="button button--brand button--large" href="/signup{{search}}">{{signUpLabel}}</a><a class="button button--light button--large" href="#choose-a-studio">Find your studio</a></div>
<p class="landing-hero__note">7 days free, then $19.99 a month or $239.99 a year. Cancel any time.</p>
</div>
<div class="landing-hero__mosaic first-paint__behind" aria-hidden="true"><img src="{{heroImage}}" alt="" width="640" height="360" decoding="async" fetchpriority="high"></div></section></div>`;

/** The live schedule's heading (LiveSchedulePage.tsx); the week's classes come with the app. */
const LIVE_SCHEDULE = `<section class="live-schedule" aria-labelledby="first-paint-heading">
<header class="live-schedule__header">
<h1 id="first-paint-heading">Live Class Schedule</h1>
<p>Ready to sweat? Book a livestream class and we'll add it to your schedule</p>
</header></section>`;

/** A member page opened without a session: the member area sends the browser to log in (LogInPage.tsx). */
const LOG_IN = `<section class="auth-page" aria-labelledby="first-paint-heading">
<div class="auth-card"><h1 id="first-paint-heading">Log In</h1></div></section>`;

export const FIRST_PAINT_PAGES: FirstPaintPage[] = [
  { paths: ['/'], site: 'general', module: 'src/studios/landing/HomeRoute.tsx', html: LANDING },
  { paths: ['/liveschedule'], site: 'any', module: 'src/live/LiveSchedulePage.tsx', html: LIVE_SCHEDULE },
  {
    paths: ['/newplatform', '/newplatform/*'],
    site: 'any',
    visitorOnly: true,
    module: 'src/accounts/LogInPage.tsx',
    html: LOG_IN,
  },
];

/** Tells the page's styles whether a session is stored (the only session a page has: see relay/authToken.ts). */
export const SESSION_SCRIPT =
  "try{if(!localStorage.getItem('streamfit.authToken'))document.documentElement.classList.add('first-paint-visitor')}catch(e){document.documentElement.classList.add('first-paint-visitor')}";

/** What `dist/first-paint.json` holds for the gateway. */
export interface FirstPaintBuild {
  /** The entry's stylesheets (`/assets/…`): inlined in place of their links. */
  entryCss: string[];
  sessionScript: string;
  pages: (Omit<FirstPaintPage, 'module'> & { css: string[] })[];
}

function closure(manifest: Manifest, key: string, css: Set<string>, seen = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, css, seen);
}

export function firstPaintBuild(manifest: Manifest): FirstPaintBuild {
  const entryCss = new Set<string>();
  closure(manifest, 'index.html', entryCss);
  const pages = FIRST_PAINT_PAGES.map(({ module, ...page }) => {
    if (!manifest[module]) throw new Error(`first paint: ${module} is not in the build's manifest`);
    const css = new Set<string>();
    closure(manifest, module, css);
    return { ...page, css: [...css].filter((file) => !entryCss.has(file)).map((file) => `/${file}`) };
  });
  return { entryCss: [...entryCss].map((file) => `/${file}`), sessionScript: SESSION_SCRIPT, pages };
}

/** Writes `dist/first-paint.json` from the build's manifest. */
export function firstPaint(): Plugin {
  let outDir = '';
  return {
    name: 'streamfit:first-paint',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      writeFileSync(
        join(outDir, 'first-paint.json'),
        `${JSON.stringify(firstPaintBuild(manifest), null, 2)}\n`,
      );
    },
  };
}
