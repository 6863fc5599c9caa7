// Docker cannot run on the build machines, so this reads docker-compose.yml and checks that every
// service, build context, Dockerfile, mounted file and command it names exists in the tree.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { parse } from 'yaml';
import { repoRoot } from './stack.mjs';

const compose = parse(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true });
const services = compose.services ?? {};

test('compose has PostgreSQL, two backends, two gateways and one load balancer', () => {
  const names = Object.keys(services);
  assert.ok(names.includes('postgres'));
  assert.ok(names.includes('lb'));
  assert.equal(names.filter((n) => n.startsWith('backend')).length, 2);
  assert.equal(names.filter((n) => n.startsWith('gateway')).length, 2);
});

test('every build context and Dockerfile exists, and the Dockerfile copies every workspace manifest', () => {
  const workspaces = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).workspaces;
  for (const [name, service] of Object.entries(services)) {
    if (!service.build) {
      assert.ok(service.image, `${name} has neither build nor image`);
      continue;
    }
    const context = path.join(repoRoot, service.build.context ?? service.build);
    assert.ok(existsSync(context), `${name}: build context ${context} is missing`);
    const dockerfile = path.join(context, service.build.dockerfile ?? 'Dockerfile');
    assert.ok(existsSync(dockerfile), `${name}: ${dockerfile} is missing`);
    const text = readFileSync(dockerfile, 'utf8');
    for (const ws of workspaces)
      assert.match(
        text,
        new RegExp(`COPY ${ws}/package.json`),
        `${dockerfile} must copy ${ws}/package.json before npm ci`,
      );
    assert.match(text, /npm run build/);
  }
});

test('every command names a script the build produces from a source file in the tree', () => {
  for (const [name, service] of Object.entries(services)) {
    if (!service.command) continue;
    const [bin, script] = service.command;
    assert.equal(bin, 'node', `${name} should run node`);
    // backend/dist/server.js is compiled from backend/src/server.ts by `npm run build`.
    const source = script.replace(/\/dist\/(.*)\.js$/, '/src/$1.ts');
    assert.ok(existsSync(path.join(repoRoot, source)), `${name}: ${script} has no source ${source}`);
  }
});

test('depends_on names real services and mounted files exist', () => {
  for (const [name, service] of Object.entries(services)) {
    const deps = Array.isArray(service.depends_on)
      ? service.depends_on
      : Object.keys(service.depends_on ?? {});
    for (const dep of deps) assert.ok(services[dep], `${name} depends on unknown service ${dep}`);
    for (const volume of service.volumes ?? []) {
      const source = String(volume).split(':')[0];
      if (source.startsWith('.'))
        assert.ok(existsSync(path.join(repoRoot, source)), `${name}: mounted ${source} is missing`);
      else
        assert.ok(
          compose.volumes && source in compose.volumes,
          `${name}: named volume ${source} is not declared`,
        );
    }
  }
});

test('the load balancer routes to every gateway and backend by the port they listen on', () => {
  const conf = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  for (const [name, service] of Object.entries(services)) {
    if (name.startsWith('gateway'))
      assert.match(conf, new RegExp(`server ${name}:${service.environment.PORT};`));
    if (name.startsWith('backend'))
      assert.match(conf, new RegExp(`server ${name}:${service.environment.BACKEND_PORT};`));
  }
  const gatewayBackend = services.gateway1.environment.BACKEND_URL;
  assert.equal(gatewayBackend, 'http://lb:4001');
  assert.match(conf, /listen 4001;/);
  assert.match(conf, /proxy_set_header Upgrade \$http_upgrade;/);
});

// The raw text, before interpolation: `${NAME:?message}` is what makes compose refuse to start.
const composeText = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');

test('no secret has a default: compose refuses to start until each is set', () => {
  const secretNames = new Set();
  for (const service of Object.values(services)) {
    for (const name of Object.keys(service.environment ?? {})) {
      if (/(SECRET|TOKEN|PASSWORD)$/.test(name) && !name.startsWith('POSTGRES_')) secretNames.add(name);
    }
  }
  for (const required of ['GYM_BENEFIT_SECRET', 'EVENTS_STREAM_TOKEN', 'PLAYBACK_URL_SECRET'])
    assert.ok(secretNames.has(required), `${required} is not passed`);
  for (const name of secretNames) {
    const uses = [...composeText.matchAll(new RegExp(`^\\s+${name}:\\s*(.+)$`, 'gm'))].map((m) =>
      m[1].trim(),
    );
    assert.ok(uses.length > 0, `${name} is not set anywhere`);
    for (const value of uses) {
      // Stripe's keys are optional (unset → the local test-card provider), so an empty default is honest.
      if (name.startsWith('STRIPE_'))
        assert.match(value, new RegExp(`^\\$\\{${name}:-\\}$`), `${name} must not have a default value`);
      else
        assert.match(
          value,
          new RegExp(`^\\$\\{${name}:\\?[^}]+\\}$`),
          `${name} must be required (\${${name}:?…}), got ${value}`,
        );
    }
  }
});

test('forwarded addresses are believed only from the load balancer, at its fixed address', () => {
  const lbAddress = services.lb.networks.default.ipv4_address;
  const subnet = compose.networks.default.ipam.config[0].subnet;
  assert.ok(lbAddress.startsWith(subnet.replace(/0\/24$/, '')), `${lbAddress} is not in ${subnet}`);
  for (const [name, service] of Object.entries(services)) {
    if (name.startsWith('gateway') || name.startsWith('backend'))
      assert.equal(service.environment.TRUST_PROXY, lbAddress, `${name} must trust only the load balancer`);
    if (name.startsWith('gateway'))
      assert.equal(
        service.environment.HOST,
        '0.0.0.0',
        `${name} must listen beyond loopback in its container`,
      );
  }
  const conf = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  // The browser's own X-Forwarded-For is replaced, never passed on.
  assert.match(conf, /proxy_set_header X-Forwarded-For \$remote_addr;/);
  assert.doesNotMatch(conf, /\$proxy_add_x_forwarded_for/);
});
