// `npm start` runs libraries in production mode (graphql-js without its development checks) while
// the install on a developer's machine stays a development one: development secrets, the
// /api/dev routes and GraphiQL's introspection, exactly as before.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { freePort, productionModeEnv, repoRoot, startStack } from './stack.mjs';

test('npm start: NODE_ENV=production for the libraries, STREAMFIT_ENV=development for the install', () => {
  assert.deepEqual(productionModeEnv({}), { NODE_ENV: 'production', STREAMFIT_ENV: 'development' });
  assert.deepEqual(productionModeEnv({ NODE_ENV: '' }), {
    NODE_ENV: 'production',
    STREAMFIT_ENV: 'development',
  });
});

test('a NODE_ENV or STREAMFIT_ENV the caller set is kept', () => {
  // NODE_ENV=production alone was, and stays, a production deployment (every secret required).
  assert.deepEqual(productionModeEnv({ NODE_ENV: 'production' }), {
    NODE_ENV: 'production',
    STREAMFIT_ENV: 'production',
  });
  assert.deepEqual(productionModeEnv({ NODE_ENV: 'development' }), {
    NODE_ENV: 'development',
    STREAMFIT_ENV: 'development',
  });
  assert.deepEqual(productionModeEnv({ STREAMFIT_ENV: 'production' }), {
    NODE_ENV: 'production',
    STREAMFIT_ENV: 'production',
  });
});

const built = ['backend/dist/server.js', 'gateway/dist/server.js'].every((file) =>
  existsSync(path.join(repoRoot, file)),
);

test(
  'the started gateway runs graphql-js in production mode, and the install is still a development one',
  { skip: built ? false : 'needs a build (npm run build)', timeout: 330_000 },
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'streamfit-start-mode-'));
    // As a fresh laptop's shell: nothing set.
    const env = { NODE_ENV: '', STREAMFIT_ENV: '', PUBLIC_URL: '', BILLING_INTERVAL_MS: '0' };
    const stack = await startStack({
      port: await freePort(),
      backendPort: await freePort(),
      dataDir,
      quiet: true,
      // A first start seeds the embedded database.
      readyTimeoutMs: 300_000,
      env: { ...env, ...productionModeEnv(env) },
    });
    try {
      const health = await (await fetch(`${stack.url.replace('localhost', '127.0.0.1')}/healthz`)).json();
      assert.equal(health.graphqlMode, 'production');
      // Development secrets were made on this machine, and the gateway found the event stream's.
      assert.ok(existsSync(path.join(dataDir, 'dev-secrets.json')));
      assert.ok(health.events, 'the gateway holds the event stream, with the token from dev-secrets.json');
      // GraphiQL's introspection is on, as in development.
      const introspection = await fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
      });
      assert.deepEqual(await introspection.json(), { data: { __schema: { queryType: { name: 'Query' } } } });
      // The backend's development routes are there.
      const outbox = await fetch(`${stack.backendUrl}/api/dev/outbox`);
      assert.equal(outbox.status, 200);
    } finally {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
