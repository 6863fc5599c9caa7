// Security headers on every response the gateway makes. The app's Content-Security-Policy allows no
// inline script or style and no framing by another site; GraphiQL (a developer page with an inline
// style) gets its own policy rather than weakening the app's. Stripe's origins are allowed only while
// the backend takes cards with Stripe. /media keeps the backend's own policy and frame rules (the
// join page frames the live player): it gets nosniff and Referrer-Policy here, which the backend's
// own headers replace when it sends them.
import type { Request, RequestHandler, Response } from 'express';

/** Stripe.js's documented needs (its security guide), for the card form: the script, its frames and API. */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/**
 * Features the product never uses are off; the camera and microphone stay for this site (a live
 * class may use the camera), and so do autoplay, fullscreen and picture-in-picture (the live player).
 * Only features browsers know: Chromium prints a console warning on every page for one it does not
 * (it did for `bluetooth`, which is not a policy-controlled feature).
 */
const PERMISSIONS = [
  'accelerometer=()',
  'autoplay=(self)',
  'browsing-topics=()',
  'camera=(self)',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=(self)',
  'midi=()',
  'picture-in-picture=(self)',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
];

export const HSTS = 'max-age=31536000; includeSubDomains';

export type PageKind = 'app' | 'graphiql';

export interface PolicyOptions {
  /** The payment provider takes cards with Stripe.js. */
  stripe: boolean;
  /** The request's host (checked), for an explicit WebSocket origin; null when unusable. */
  host: string | null;
  secure: boolean;
}

/** A Host header fit to be written into a policy: a name or address and an optional port, nothing else. */
export function policyHost(host: string | undefined): string | null {
  return host && /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host)
    ? host
    : null;
}

export function contentSecurityPolicy(kind: PageKind, options: PolicyOptions): string {
  const stripe = options.stripe && kind === 'app';
  // CSP3 'self' covers same-origin ws:/wss: in current browsers; the explicit origin serves older ones.
  const socket = options.host ? [`${options.secure ? 'wss' : 'ws'}://${options.host}`] : [];
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(stripe ? STRIPE.script : [])]],
    // GraphiQL's page has an inline style and its dialogs add style elements; the app has neither.
    ['style-src', kind === 'graphiql' ? ["'self'", "'unsafe-inline'"] : ["'self'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    // Videos play from /media directly (the MP4, the home background) or through hls.js, which hands
    // the video element a blob: URL of its MediaSource.
    ['media-src', ["'self'", 'blob:']],
    ['font-src', kind === 'graphiql' ? ["'self'", 'data:'] : ["'self'"]],
    ['connect-src', ["'self'", ...socket, ...(stripe ? STRIPE.connect : [])]],
    // The join page frames the live player under /media; Stripe's card fields are frames too.
    ['frame-src', ["'self'", ...(stripe ? STRIPE.frame : [])]],
    // hls.js demuxes in a worker it starts from a blob: URL (it falls back to the page without one).
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export function permissionsPolicy(stripe: boolean): string {
  // Stripe's wallet buttons (Apple Pay, Google Pay) run the Payment Request API in its frame.
  return [...PERMISSIONS, stripe ? 'payment=(self "https://js.stripe.com")' : 'payment=()'].sort().join(', ');
}

/**
 * Allows exactly these inline elements on this one page (a first screen's styles and its session
 * check), by their hashes: never 'unsafe-inline'.
 */
export function allowInlineByHash(res: Response, hashes: { styles: string[]; scripts: string[] }): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string') return;
  const add = (directives: string, name: string, sources: string[]) =>
    sources.length === 0
      ? directives
      : directives
          .split('; ')
          .map((directive) =>
            directive.startsWith(`${name} `) ? `${directive} ${sources.join(' ')}` : directive,
          )
          .join('; ');
  res.setHeader(
    'Content-Security-Policy',
    add(add(policy, 'style-src', hashes.styles), 'script-src', hashes.scripts),
  );
}

function policyOptions(req: Request, stripe: boolean): PolicyOptions {
  return { stripe, host: policyHost(req.get('host')), secure: req.secure };
}

/** Sets the page's policies; an app page may add Stripe's origins. */
export function setPagePolicy(req: Request, res: Response, kind: PageKind, stripe = false): void {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(kind, policyOptions(req, stripe)));
  res.setHeader('Permissions-Policy', permissionsPolicy(stripe && kind === 'app'));
}

function wantsHtml(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && (req.get('accept') ?? '').includes('text/html');
}

const MEDIA = /^\/media(\/|$)/i;
/** Backend answers the public origin passes through (the calendar feed and redirects): never a page of the app. */
const API = /^\/api(\/|$)/i;

/**
 * The first middleware. `usesStripe` answers whether the backend takes cards with Stripe (read
 * through the catalogue cache); it is asked only for pages a browser opens (Accept: text/html),
 * never for API or JSON answers, and a failure to know counts as no.
 */
export function securityHeaders(usesStripe: () => Promise<boolean>): RequestHandler {
  return async (req, res, next) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (MEDIA.test(req.path)) return next();
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    let stripe = false;
    if (wantsHtml(req) && !API.test(req.path)) stripe = await usesStripe().catch(() => false);
    setPagePolicy(req, res, 'app', stripe);
    next();
  };
}
