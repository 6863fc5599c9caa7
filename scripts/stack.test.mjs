// The stack's public address: mail links to the port the site runs on, unless PUBLIC_URL says otherwise.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { backendEnv, freePort, repoRoot, startStack } from './stack.mjs';

test('the backend is told the public site is the gateway on the stack port', () => {
  const env = backendEnv({ PATH: '/bin' }, { port: 4567, backendPort: 4568 });
  assert.equal(env.PUBLIC_URL, 'http://localhost:4567');
  assert.equal(env.BACKEND_PORT, '4568');
  assert.equal(env.PATH, '/bin');
});

test("a PUBLIC_URL in the caller's environment wins; an empty one does not count", () => {
  const set = backendEnv({ PUBLIC_URL: 'https://streamfit.app' }, { port: 4567, backendPort: 4568 });
  assert.equal(set.PUBLIC_URL, 'https://streamfit.app');
  const empty = backendEnv({ PUBLIC_URL: '' }, { port: 4567, backendPort: 4568 });
  assert.equal(empty.PUBLIC_URL, 'http://localhost:4567');
});

const built = ['backend/dist/server.js', 'gateway/dist/server.js'].every((file) =>
  existsSync(path.join(repoRoot, file)),
);

test(
  'a stack on a port other than 4000 mails links on that port',
  { skip: built ? false : 'needs a build (npm run build)', timeout: 120_000 },
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'streamfit-stack-port-'));
    const port = await freePort();
    const backendPort = await freePort();
    assert.notEqual(port, 4000);
    const stack = await startStack({
      port,
      backendPort,
      dataDir,
      quiet: true,
      // As a developer's shell would be: no PUBLIC_URL, development on loopback.
      env: { PUBLIC_URL: '', NODE_ENV: '', BILLING_INTERVAL_MS: '0' },
    });
    try {
      const email = `port.${Date.now()}@example.com`;
      const signUp = await fetch(`${stack.backendUrl}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          userInfo: { email, firstName: 'Ada', lastName: 'Lovelace', password: 'correct horse battery' },
        }),
      });
      assert.equal(signUp.status, 201);
      const outbox = await fetch(`${stack.backendUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
      assert.equal(outbox.status, 200);
      const [welcome] = (await outbox.json()).content;
      assert.ok(welcome, 'the welcome e-mail is in the outbox');
      assert.ok(welcome.text.includes(`http://localhost:${port}/login`), welcome.text);
      assert.ok(welcome.html.includes(`href="http://localhost:${port}/login"`));
      assert.ok(!welcome.text.includes('localhost:4000'));
    } finally {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
