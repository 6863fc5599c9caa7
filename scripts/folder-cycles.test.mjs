// The folder-cycle checker on small source trees written to a temporary directory: what it reports,
// how it resolves imports the way TypeScript and Vite do, and what it leaves out.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const checker = fileURLToPath(new URL('./folder-cycles.mjs', import.meta.url));
const workDir = mkdtempSync(path.join(tmpdir(), 'folder-cycles-'));
after(() => rmSync(workDir, { recursive: true, force: true }));

let treeCount = 0;
/** Writes `files` (path under src/ → content) to a fresh tree and returns its directory. */
function tree(files) {
  treeCount += 1;
  const dir = path.join(workDir, `tree-${treeCount}`);
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, 'src', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return dir;
}

/** Runs the checker from `dir` on `src`, as `npm run` would from the repository root. */
function check(dir, ...roots) {
  const run = spawnSync(process.execPath, [checker, ...(roots.length > 0 ? roots : ['src'])], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

test('a cycle between two folders is reported with the import lines that make it, and exits 1', () => {
  const dir = tree({
    'payments/billing.ts':
      "// Charges each period.\nimport { classStart } from '../live/schedule.js';\nexport const bill = () => classStart;\n",
    'live/schedule.ts':
      "export const classStart = 1;\n\nimport { bill } from '../payments/billing.js';\nexport const charge = () => bill();\n",
  });
  const { status, stdout } = check(dir);
  assert.equal(status, 1, stdout);
  assert.match(stdout, /src: 1 folder cycle among \{live, payments\}/);
  assert.match(stdout, /cycle 1: live → payments → live/);
  assert.match(
    stdout,
    /live → payments\n\s+src\/live\/schedule\.ts:3 {2}import \{ bill \} from '\.\.\/payments\/billing\.js';/,
  );
  assert.match(
    stdout,
    /payments → live\n\s+src\/payments\/billing\.ts:2 {2}import \{ classStart \} from '\.\.\/live\/schedule\.js';/,
  );
});

test('a tree whose folders only import one way has no cycle and exits 0', () => {
  const dir = tree({
    'shared/money.ts': 'export const cents = (n: number) => n * 100;\n',
    'payments/plans.ts': "import { cents } from '../shared/money.js';\nexport const price = cents(10);\n",
    'live/classes.ts':
      "import { price } from '../payments/plans.js';\nimport { cents } from '../shared/money.js';\nexport const fee = price + cents(1);\n",
    'app.ts': "import { fee } from './live/classes.js';\nexport default fee;\n",
  });
  const { status, stdout } = check(dir);
  assert.equal(status, 0, stdout);
  assert.match(stdout, /src: no folder cycles/);
});

test('files directly in src form the root folder "."', () => {
  const dir = tree({
    'config.ts': "import { plans } from './payments/plans.js';\nexport const config = { plans };\n",
    'payments/plans.ts': "import type { Config } from '../types.js';\nexport const plans: Config[] = [];\n",
    'types.ts': 'export type Config = { name: string };\n',
  });
  const { status, stdout } = check(dir);
  assert.equal(status, 1, stdout);
  assert.match(stdout, /cycle 1: \. → payments → \./);
  assert.match(stdout, /src\/config\.ts:1/);
  assert.match(stdout, /src\/payments\/plans\.ts:1/);
});

test('a ".js" specifier resolves to the .ts or .tsx source, and one without extension to .ts, .tsx or .mjs', () => {
  const dir = tree({
    'site/Header.tsx':
      "import { LiveBadge } from '../live/LiveBadge.js';\nexport const Header = () => LiveBadge;\n",
    'live/LiveBadge.tsx': "import { siteName } from '../site/name';\nexport const LiveBadge = siteName;\n",
    'site/name.ts': "export const siteName = 'StreamFit';\n",
    'tools/seed.mjs': "import { seed } from '../db/seed';\nexport default seed;\n",
    'db/seed.mjs': "import tool from '../tools/seed.mjs';\nexport const seed = tool;\n",
  });
  const { status, stdout } = check(dir);
  assert.equal(status, 1, stdout);
  assert.match(stdout, /live → site → live/);
  assert.match(stdout, /src\/site\/Header\.tsx:1/);
  assert.match(stdout, /src\/live\/LiveBadge\.tsx:1/);
  assert.match(stdout, /db → tools → db/);
});

test('a directory import resolves to its index file', () => {
  const dir = tree({
    'events/index.ts': "import { hub } from '../live';\nexport const stream = hub;\n",
    'live/index.ts': "export { publish as hub } from './publish.js';\n",
    'live/publish.ts': "import { stream } from '../events/index.js';\nexport const publish = () => stream;\n",
  });
  const { status, stdout } = check(dir);
  assert.equal(status, 1, stdout);
  assert.match(stdout, /events → live → events/);
  assert.match(stdout, /events → live\n\s+src\/events\/index\.ts:1/);
  assert.match(stdout, /live → events\n\s+src\/live\/publish\.ts:1/);
});

test('type-only imports and re-exports tie folders together like value imports', () => {
  const dir = tree({
    'accounts/session.ts':
      "import type { Plan } from '../payments/plans.js';\nexport type Session = { plan: Plan };\n",
    'payments/plans.ts':
      "export type Plan = { id: string };\nexport type { Session } from '../accounts/session.js';\n",
    'live/booking.ts': "export const book = (plan: import('../studios/room.js').Room) => plan;\n",
    'studios/room.ts':
      "import {\n  type book,\n} from '../live/booking.js';\nexport type Room = typeof book;\n",
  });
  const { status, stdout } = check(dir);
  assert.equal(status, 1, stdout);
  assert.match(stdout, /accounts → payments → accounts/);
  assert.match(
    stdout,
    /src\/payments\/plans\.ts:2 {2}export type \{ Session \} from '\.\.\/accounts\/session\.js';/,
  );
  assert.match(stdout, /live → studios → live/);
  assert.match(stdout, /src\/live\/booking\.ts:1/);
  // A statement written over several lines is shown on one, at the line it starts on.
  assert.match(stdout, /src\/studios\/room\.ts:1 {2}import \{ type book, \} from '\.\.\/live\/booking\.js';/);
});

test('lazy import() calls count', () => {
  const dir = tree({
    'app/routes.tsx': "export const routes = [{ lazy: () => import('../info/FaqPage') }];\n",
    'info/FaqPage.tsx': "import { routes } from '../app/routes';\nexport const FaqPage = routes;\n",
  });
  const { status, stdout } = check(dir);
  assert.equal(status, 1, stdout);
  assert.match(stdout, /app → info → app/);
});

test('tests, generated code and package imports are left out', () => {
  const dir = tree({
    'payments/plans.ts': "import { z } from 'zod';\nexport const plans = z;\n",
    'payments/plans.test.ts': "import { studio } from '../studios/studio.js';\nexport default studio;\n",
    'payments/__tests__/billing.ts':
      "import { studio } from '../../studios/studio.js';\nexport default studio;\n",
    'payments/__generated__/plans.graphql.ts':
      "import { studio } from '../../studios/studio.js';\nexport default studio;\n",
    'studios/studio.ts': "import { plans } from '../payments/plans.js';\nexport const studio = plans;\n",
  });
  const { status, stdout } = check(dir);
  assert.equal(status, 0, stdout);
});

test('importing generated artifacts of another folder depends on that folder', () => {
  const dir = tree({
    'site/SiteQuery.ts':
      "import type { SiteQuery } from '../app/__generated__/SiteQuery.graphql';\nexport type Site = SiteQuery;\n",
    'app/__generated__/SiteQuery.graphql.ts': 'export type SiteQuery = { id: string };\n',
    'app/AppShell.tsx': "import type { Site } from '../site/SiteQuery';\nexport type Shell = Site;\n",
  });
  const { status, stdout } = check(dir);
  assert.equal(status, 1, stdout);
  assert.match(stdout, /app → site → app/);
});

test('each tree is checked on its own; a cycle in one fails the run and the other still reports', () => {
  const clean = tree({
    'a/x.ts': "import { y } from '../b/y.js';\nexport const x = y;\n",
    'b/y.ts': 'export const y = 1;\n',
  });
  const tangled = tree({
    'a/x.ts': "import { y } from '../b/y.js';\nexport const x = y;\n",
    'b/y.ts': "import { x } from '../a/x.js';\nexport const y = x;\n",
  });
  const { status, stdout } = check(
    workDir,
    path.relative(workDir, path.join(clean, 'src')),
    path.relative(workDir, path.join(tangled, 'src')),
  );
  assert.equal(status, 1, stdout);
  assert.match(stdout, new RegExp(`${path.basename(clean)}/src: no folder cycles`));
  assert.match(stdout, new RegExp(`${path.basename(tangled)}/src: 1 folder cycle`));
  assert.match(stdout, /a → b → a/);
});

test('a longer loop is listed once, from its alphabetically first folder, after the shorter ones', () => {
  const dir = tree({
    'accounts/a.ts': "import { l } from '../live/l.js';\nexport const a = l;\n",
    'live/l.ts': "import { p } from '../payments/p.js';\nexport const l = p;\n",
    'payments/p.ts':
      "import { a } from '../accounts/a.js';\nimport { s } from '../studios/s.js';\nexport const p = a + s;\n",
    'studios/s.ts': "import { p } from '../payments/p.js';\nexport const s = p;\n",
  });
  const { status, stdout } = check(dir);
  assert.equal(status, 1, stdout);
  assert.match(stdout, /2 folder cycles/);
  assert.match(stdout, /cycle 1: payments → studios → payments/);
  assert.match(stdout, /cycle 2: accounts → live → payments → accounts/);
  assert.doesNotMatch(stdout, /cycle 3/);
});

test('a missing source directory fails the run', () => {
  const { status, stdout } = check(workDir, 'no-such-src');
  assert.equal(status, 1);
  assert.match(stdout, /no-such-src: not a directory/);
});
