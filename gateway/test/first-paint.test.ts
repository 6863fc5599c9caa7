// A page the web build gives a first screen (web/tools/firstPaint.ts) gets it in its HTML: the
// page's own static markup, the styles it needs inline (allowed by hash in the page's CSP, never by
// 'unsafe-inline'), the route's code preloaded; the same bytes for every caller, so no member's data
// can be in it; uncached like every index.html.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedSiteLookup, firstPaintSiteFromGraph } from '../src/http/first-paint.js';
import type { FakeBackend } from './support/fake-backend.js';
import { startGateway, startStack, type TestGateway } from './support/harness.js';

let backend: FakeBackend;
let gw: TestGateway;
let webDist: string;

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>StreamFit</title>
    <script type="module" crossorigin src="/assets/main-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/main-abc.css">
  </head>
  <body>
    <div id="root"><div class="shell-skeleton"></div></div>
  </body>
</html>`;

const SESSION_SCRIPT = "document.documentElement.classList.add('first-paint-visitor')";

function writeDist(dir: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'main-abc.css'), '.site-main{min-height:50vh}');
  writeFileSync(join(dir, 'assets', 'HomeRoute-abc.css'), '.landing-hero{color:#fff}');
  writeFileSync(join(dir, 'assets', 'live-abc.css'), '.live-schedule__header{text-align:center}');
  writeFileSync(join(dir, 'assets', 'main-abc.js'), 'console.log(1)');
  writeFileSync(
    join(dir, 'route-paths.json'),
    JSON.stringify(['/', '/liveschedule', '/newplatform/*', '/login']),
  );
  writeFileSync(
    join(dir, 'first-paint.json'),
    JSON.stringify({
      entryCss: ['/assets/main-abc.css'],
      sessionScript: SESSION_SCRIPT,
      pages: [
        {
          paths: ['/'],
          site: 'general',
          html: '<p class="eyebrow">{{brandName}}</p><img src="{{heroImage}}" alt=""><h1>Your favourite boutique studios, streaming at home.</h1><a href="/signup{{search}}">{{signUpLabel}}</a>',
          css: ['/assets/HomeRoute-abc.css'],
        },
        {
          paths: ['/liveschedule'],
          site: 'any',
          html: '<h1>Live Class Schedule</h1>',
          css: ['/assets/live-abc.css'],
        },
        {
          paths: ['/newplatform/*'],
          site: 'any',
          visitorOnly: true,
          html: '<h1>Log In</h1>',
          css: [],
        },
      ],
    }),
  );
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'gateway-first-paint-'));
  writeDist(webDist);
  ({ backend, gw } = await startStack({ webDist }));
});
afterAll(async () => {
  await gw.close();
  await backend.stop();
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function directive(policy: string | null, name: string): string[] {
  const found = (policy ?? '').split(';').find((part) => part.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const inline = (body: string, tag: 'style' | 'script') =>
  [...body.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1] ?? '');

test('/ carries the landing hero and its styles inline, allowed by hash', async () => {
  // The site's data is looked up once per host (a page goes out without it rather than wait long).
  await (await fetch(`${gw.url}/`, { headers: html })).text();
  const response = await fetch(`${gw.url}/?code=SPRING&x=<b>`, { headers: html });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  // The service worker must not keep this one address's page as every address's offline shell.
  expect(response.headers.get('streamfit-first-screen')).toBe('1');
  const body = await response.text();
  expect(body).toContain('<div id="first-paint">');
  expect(body).toContain('Your favourite boutique studios, streaming at home.');
  // The site's own brand and the first studio's hero, as the app's landing page shows them.
  expect(body).toMatch(/<p class="eyebrow">StreamFit<\/p><img src="\/[^"]+" alt="">/);
  // The sign-up link carries the address's query (escaped), as the app's does.
  expect(body).toMatch(
    /<a href="\/signup\?code=SPRING&amp;x=(%3Cb%3E|&lt;b&gt;)">(Start Your Free Trial|Sign Up)<\/a>/,
  );
  expect(body).not.toContain('{{');
  // The entry's stylesheet is inline instead of linked; the route's own styles come with it.
  expect(body).not.toContain('href="/assets/main-abc.css"');
  const [style] = inline(body, 'style');
  expect(style).toContain('.site-main{min-height:50vh}');
  expect(style).toContain('.landing-hero{color:#fff}');
  expect(style).toContain('#first-paint~#root{display:none}');
  const policy = response.headers.get('content-security-policy');
  expect(directive(policy, 'style-src')).toEqual(["'self'", hashOf(style ?? '')]);
  expect(directive(policy, 'script-src')).toEqual(["'self'"]);
  expect(policy).not.toContain('unsafe-inline');
  expect(inline(body, 'script')).toEqual([]);
});

test('/liveschedule carries the schedule heading and its styles', async () => {
  const response = await fetch(`${gw.url}/liveschedule`, { headers: html });
  const body = await response.text();
  expect(response.status).toBe(200);
  expect(body).toContain('<h1>Live Class Schedule</h1>');
  const [style] = inline(body, 'style');
  expect(style).toContain('.live-schedule__header{text-align:center}');
  expect(directive(response.headers.get('content-security-policy'), 'style-src')).toContain(
    hashOf(style ?? ''),
  );
});

test("a member page's first screen is the same for everyone: the log-in screen, shown only without a stored session", async () => {
  const visitor = await fetch(`${gw.url}/newplatform/items/classes`, { headers: html });
  const member = await fetch(`${gw.url}/newplatform/items/classes`, {
    headers: { ...html, authorization: 'token-of-a-member' },
  });
  const body = await visitor.text();
  expect(await member.text()).toBe(body);
  expect(body).toContain('<div id="first-paint" class="first-paint--visitor">');
  expect(body).toContain('<h1>Log In</h1>');
  // The session check is the one inline script, allowed by its hash alone.
  expect(inline(body, 'script')).toEqual([SESSION_SCRIPT]);
  const policy = visitor.headers.get('content-security-policy');
  expect(directive(policy, 'script-src')).toEqual(["'self'", hashOf(SESSION_SCRIPT)]);
  // The member's token was never used to make the page.
  expect(backend.requests.some((request) => request.authorization === 'token-of-a-member')).toBe(false);
});

test('a page without a first screen, an unknown address and a build without the list get index.html as it is', async () => {
  const login = await fetch(`${gw.url}/login`, { headers: html });
  expect(await login.text()).toBe(INDEX);
  expect(directive(login.headers.get('content-security-policy'), 'style-src')).toEqual(["'self'"]);
  const unknown = await fetch(`${gw.url}/no-such-page`, { headers: html });
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toBe(INDEX);
  const bare = mkdtempSync(join(tmpdir(), 'gateway-first-paint-bare-'));
  writeFileSync(join(bare, 'index.html'), INDEX);
  const older = await startGateway(backend, { webDist: bare });
  try {
    expect(await (await fetch(`${older.url}/`, { headers: html })).text()).toBe(INDEX);
  } finally {
    await older.close();
  }
});

describe('the site data of a first screen', () => {
  const answer = (hero: string) => ({
    site: { mode: 'GENERAL', brand: { name: 'StreamFit', trialEnabled: true } },
    studios: { edges: [{ node: { images: { hero } } }] },
  });

  test('a drawn hero travels inside the page; a photo keeps its address', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg">\n<rect fill="#123456" width="10%"/></svg>';
    const server = createServer((req, res) => {
      if (req.url === '/media/studios/a/hero.svg')
        res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const drawn = await firstPaintSiteFromGraph(async () => answer('/media/studios/a/hero.svg'), url)('x');
      expect(drawn).toEqual({
        general: true,
        brandName: 'StreamFit',
        signUpLabel: 'Start Your Free Trial',
        heroImage: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"> <rect fill="%23123456" width="10%25"/></svg>`,
      });
      const photo = await firstPaintSiteFromGraph(async () => answer('/media/studios/a/hero.jpg'), url)('x');
      expect(photo?.heroImage).toBe('/media/studios/a/hero.jpg');
      const missing = await firstPaintSiteFromGraph(
        async () => answer('/media/studios/b/hero.svg'),
        url,
      )('x');
      expect(missing?.heroImage).toBe('/media/studios/b/hero.svg');
    } finally {
      server.close();
    }
  });

  test('is asked once a minute per host, and never makes a page wait once known', async () => {
    const asked: string[] = [];
    const lookup = cachedSiteLookup(
      async (host) => {
        asked.push(host);
        return { general: true, brandName: host, signUpLabel: 'Sign Up', heroImage: null };
      },
      60_000,
      2,
    );
    await lookup('a.example');
    await lookup('A.example');
    expect(asked).toEqual(['a.example']);
    await lookup('b.example');
    await lookup('c.example');
    // Only two hosts are kept: the oldest went.
    await lookup('a.example');
    expect(asked).toEqual(['a.example', 'b.example', 'c.example', 'a.example']);
  });
});
