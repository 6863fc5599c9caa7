// Serving the built web app (WEB_DIST) from the gateway's one origin: hashed assets with a long
// cache, meta.json and index.html never cached (the app compares its build version with meta.json),
// the SPA fallback for client-side routes (404 for an address no page has), the GraphiQL playground page, and the service worker
// /sw.js (revalidated on every check, so a new build's worker is found at once, scope /). Text files
// go out as the brotli or gzip copy the build made beside them when the browser takes one. A page
// the build gives a first screen (first-paint.ts) gets it written into its index.html.
import { existsSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import express, { type Request, type RequestHandler, type Router } from 'express';
import { precompressedStatic, sendBuiltFile } from './compression.js';
import { loadRouteMatcher } from './route-paths.js';
import {
  cachedSiteLookup,
  FIRST_SCREEN_HEADER,
  firstPaintDocument,
  firstPaintNeedsSite,
  firstPaintPages,
  type FirstPaintSiteLookup,
} from './first-paint.js';
import { allowInlineByHash, setPagePolicy } from './security-headers.js';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths the SPA fallback must never answer with index.html. */
const NOT_THE_APP = /^\/(graphql|media|healthz|api)(\/|$)/;

function wantsHtml(req: Request): boolean {
  return (req.get('accept') ?? '').includes('text/html');
}

const MISSING_GRAPHIQL = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>StreamFit GraphQL playground</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The GraphQL playground is not built yet</h1>
<p>Run <code>npm run build -w web</code>, then reload this page.</p>
<p>The API itself works: POST GraphQL requests to <code>/graphql</code>.</p>
</body></html>
`;

const MISSING_APP = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>StreamFit</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The web app is not built yet</h1>
<p>Run <code>npm run build -w web</code>, then reload this page.</p>
</body></html>
`;

/** GET /graphql from a browser (Accept: text/html, no operation in the URL) gets GraphiQL. */
export function graphiqlHandler(webDist: string): RequestHandler {
  const page = join(webDist, 'graphiql.html');
  return (req, res, next) => {
    if (req.method !== 'GET' || !wantsHtml(req) || 'query' in req.query || 'doc_id' in req.query)
      return next();
    res.set('Cache-Control', NO_CACHE);
    setPagePolicy(req, res, 'graphiql');
    if (existsSync(page)) return sendBuiltFile(req, res, page, { onError: next });
    return res.status(404).type('html').send(MISSING_GRAPHIQL);
  };
}

/** Where Apple Pay looks for the domain's verification file (a path under /.well-known). */
export const WALLET_DOMAIN_ASSOCIATION_PATH = '/.well-known/apple-developer-merchantid-domain-association';

/** meta.json, static files and the SPA fallback; mount after every API route. */
export function webAppRouter(
  webDist: string,
  options: {
    walletDomainAssociationFile?: string | null;
    /** The site a host is (general or white-label, its brand, the landing's hero), for first screens. */
    firstPaintSite?: FirstPaintSiteLookup;
  } = {},
): Router {
  const router = express.Router();
  const isPage = loadRouteMatcher(join(webDist, 'route-paths.json'));
  const firstPaints = firstPaintPages(webDist);
  const siteOf = options.firstPaintSite ? cachedSiteLookup(options.firstPaintSite) : undefined;

  // The payment wallet's domain verification: the file Stripe issues, only when one is configured.
  router.get(WALLET_DOMAIN_ASSOCIATION_PATH, (_req, res) => {
    const file = options.walletDomainAssociationFile;
    if (!file || !existsSync(file))
      return res.status(404).type('text/plain').send('No payment-wallet domain verification is configured.');
    res.set('Cache-Control', NO_CACHE);
    return res.sendFile(file, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  });

  router.get('/meta.json', (req, res, next) => {
    res.set('Cache-Control', NO_CACHE);
    const file = join(webDist, 'meta.json');
    if (existsSync(file)) return sendBuiltFile(req, res, file, { onError: next });
    return res
      .status(404)
      .json({ status: false, content: 'meta.json is not built yet: run npm run build -w web.' });
  });

  router.get('/sw.js', (req, res, next) => {
    const file = join(webDist, 'sw.js');
    if (!existsSync(file)) return next();
    res.set({
      'Cache-Control': NO_CACHE,
      'Service-Worker-Allowed': '/',
      'Content-Type': 'text/javascript; charset=utf-8',
    });
    return sendBuiltFile(req, res, file, { onError: next });
  });

  // Vite puts content-hashed files under assets/: they never change, so cache them for good.
  const cacheControl = (path: string) => (path.includes(`${sep}assets${sep}`) ? IMMUTABLE : NO_CACHE);
  router.use(precompressedStatic(webDist, cacheControl));
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders(res, path) {
        res.setHeader('Cache-Control', cacheControl(path));
      },
    }),
  );

  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_THE_APP.test(req.path)) return next();
    // A missing file (it has an extension) is a 404, not the app: a script tag must not get HTML.
    if (extname(req.path) !== '' || !wantsHtml(req)) return next();
    res.set('Cache-Control', NO_CACHE);
    const index = join(webDist, 'index.html');
    // An address no page has still gets the app (its not-found page, in the site's brand), as a 404.
    if (existsSync(index)) {
      const known = isPage === null || isPage(req.path);
      res.status(known ? 200 : 404);
      const prepared = known ? firstPaints() : null;
      if (prepared === null) return sendBuiltFile(req, res, index, { onError: next });
      const lookup = firstPaintNeedsSite(prepared, req.path) ? siteOf : undefined;
      return void firstPaintSite(lookup, req.get('host'))
        .then((site) => {
          const query = req.originalUrl.indexOf('?');
          const search = query === -1 ? '' : req.originalUrl.slice(query);
          const page = firstPaintDocument(prepared, req.path, site, search);
          if (page === null) return sendBuiltFile(req, res, index, { onError: next });
          allowInlineByHash(res, { styles: page.styleHashes, scripts: page.scriptHashes });
          // The document now varies with the site (the Host): the brand and the hero are its own.
          res.vary('Host');
          // One address's page: the service worker must not keep it as the shell of every address.
          res.set(FIRST_SCREEN_HEADER, '1');
          return res.type('html').send(page.html);
        })
        .catch(next);
    }
    return res.status(404).type('html').send(MISSING_APP);
  });

  return router;
}

/** How long a first screen may wait for the site's data before the page goes out without it. */
const SITE_WAIT_MS = 500;

async function firstPaintSite(lookup: FirstPaintSiteLookup | undefined, host: string | undefined) {
  if (!lookup || !host) return null;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SITE_WAIT_MS);
  });
  try {
    return await Promise.race([lookup(host).catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}
