// Part 3: against a peer. GraphQL Mesh composes a graph straight from the backend's published
// OpenAPI document (mesh-compose with @omnigraph/openapi; bench/peer/mesh.config.mjs), Hive Gateway
// serves it, and both graphs answer the same public list reads over the same backend: the studios,
// the live schedule's week, a library page. Each peer operation sends the REST requests our gateway
// sent for that read (recorded, then turned into the peer's root fields), so both ask for the same
// data. Compared: throughput (autocannon in a child process, interleaved rounds) and REST calls per
// operation (a counting proxy in front of the backend for each graph).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print } from 'graphql';
import { listSeed, persistedOperations } from './calls.mjs';
import {
  envNumber,
  freePort,
  graphql,
  loadTest,
  repoRoot,
  spread,
  startBench,
  startCountingProxy,
  stopChild,
  tempDir,
  waitUntil,
} from './lib.mjs';
import { listOperations } from './overhead.mjs';
import { seededDataDir } from './seed.mjs';

const ITEMS = envNumber('BENCH_LIST_ITEMS', 100);
const ROUNDS = envNumber('BENCH_ROUNDS', 3);
const SECONDS = envNumber('BENCH_SECONDS', 3);
const CONNECTIONS = envNumber('BENCH_PEER_CONNECTIONS', 50);

function run(command, args, env, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [command, ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: 'pipe',
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited ${code}: ${output.slice(-1500)}`)),
    );
  });
}

/** The named type under lists and non-nulls. */
function namedType(type) {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
}

/**
 * The selection of every field of a type, recursively (fields that need arguments left out, a type
 * not entered again below itself); `{ __typename }`-only for what has nothing else to ask.
 */
function selectionOf(types, name, path = new Set()) {
  const definition = types.get(name);
  if (!definition) return '';
  if (definition.kind === Kind.UNION_TYPE_DEFINITION)
    return `{ __typename ${definition.types.map((member) => `... on ${member.name.value} ${selectionOf(types, member.name.value, path)}`).join(' ')} }`;
  if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.INTERFACE_TYPE_DEFINITION)
    return '';
  const inner = new Set(path).add(name);
  const fields = [];
  for (const field of definition.fields ?? []) {
    if ((field.arguments ?? []).some((argument) => argument.type.kind === Kind.NON_NULL_TYPE)) continue;
    const type = namedType(field.type);
    const target = types.get(type);
    const composite =
      target &&
      [Kind.OBJECT_TYPE_DEFINITION, Kind.INTERFACE_TYPE_DEFINITION, Kind.UNION_TYPE_DEFINITION].includes(
        target.kind,
      );
    if (!composite) fields.push(field.name.value);
    else if (!inner.has(type)) fields.push(`${field.name.value} ${selectionOf(types, type, inner)}`);
  }
  return `{ ${fields.length ? fields.join(' ') : '__typename'} }`;
}

/** Our REST requests as the peer's root fields: `GET /api/a/b?x=1` → `api_a_b(x: …)`, POST → `post_api_…(input: …)`. */
function peerOperation(supergraph, requests) {
  const query = supergraph.definitions.find(
    (definition) => definition.kind === Kind.OBJECT_TYPE_DEFINITION && definition.name.value === 'Query',
  );
  const unions = new Map(
    supergraph.definitions
      .filter((definition) => definition.kind === Kind.UNION_TYPE_DEFINITION)
      .map((union) => [union.name.value, union.types.map((type) => type.name.value)]),
  );
  const types = new Map(
    supergraph.definitions
      .filter((definition) => 'name' in definition && definition.name)
      .map((definition) => [definition.name.value, definition]),
  );
  const variables = {};
  const declared = [];
  const selections = requests.map((request, index) => {
    const url = new URL(request.path, 'http://backend.local');
    const name = `${request.method === 'GET' ? '' : `${request.method.toLowerCase()}_`}${url.pathname.slice(1).replaceAll('/', '_')}`;
    const field = query.fields.find((candidate) => candidate.name.value === name);
    if (!field) throw new Error(`The peer has no query field ${name} for ${request.method} ${url.pathname}`);
    const values =
      request.method === 'GET'
        ? Object.fromEntries(url.searchParams)
        : { input: JSON.parse(request.body || '{}') };
    const args = Object.entries(values).map(([arg, value]) => {
      const definition = field.arguments.find((candidate) => candidate.name.value === arg);
      if (!definition) throw new Error(`${name} has no argument ${arg}`);
      const variable = `v${index}_${arg}`;
      const type = print(definition.type);
      declared.push(`$${variable}: ${type}`);
      // A query string's values are text; the peer's arguments are typed as the document says.
      variables[variable] =
        typeof value !== 'string'
          ? value
          : /Int|Float/.test(type)
            ? Number(value)
            : /Boolean/.test(type)
              ? value === 'true'
              : value;
      return `${arg}: $${variable}`;
    });
    const returned = print(field.type).replace(/!$/, '');
    const success = (unions.get(returned) ?? []).filter((member) => !member.endsWith('default_response'));
    if (success.length === 0) throw new Error(`${name}: no success answer type`);
    // Every field of the answer, as a client of the peer asks for them: the OpenAPI document now
    // describes each route's answer, so `content` is a typed object the peer shapes too.
    const fragments = success.map((member) => `... on ${member} ${selectionOf(types, member)}`).join(' ');
    return `f${index}: ${name}${args.length ? `(${args.join(', ')})` : ''} { ${fragments} }`;
  });
  const text = `query Peer${declared.length ? `(${declared.join(', ')})` : ''} { ${selections.join(' ')} }`;
  return { query: text, variables };
}

async function startPeer(dir, openapiUrl, backendUrl) {
  const document = await (await fetch(openapiUrl)).text();
  const source = path.join(dir, 'openapi.json');
  writeFileSync(source, document);
  const supergraphFile = path.join(dir, 'supergraph.graphql');
  const composeStarted = performance.now();
  await run(
    path.join(repoRoot, 'node_modules/@graphql-mesh/compose-cli/esm/bin.js'),
    ['-o', supergraphFile],
    { PEER_OPENAPI_SOURCE: source, PEER_BACKEND_URL: backendUrl },
    path.join(repoRoot, 'bench/peer'),
  );
  const composeSeconds = (performance.now() - composeStarted) / 1000;
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/@graphql-hive/gateway/dist/bin.js'),
      'supergraph',
      supergraphFile,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
    ],
    { cwd: dir, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-3000)));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(`${url}/healthcheck`, child, () => errors);
  return { url, supergraphFile, composeSeconds, stop: () => stopChild(child) };
}

export async function benchPeer() {
  const data = await seededDataDir('peer', listSeed(ITEMS));
  const work = tempDir('peer-graph');
  const rows = [];
  const notes = [];
  // Our gateway as it runs in production (catalogue cache on), behind a counting proxy; the peer too.
  const bench = await startBench({
    dataDir: data.dir,
    gateways: [
      { name: 'ours', counted: true, env: { CATALOGUE_CACHE_TTL_MS: '30000' } },
      // Records every REST request a read needs (no cache): what the peer is asked to send.
      { name: 'recorder', counted: true, env: { CATALOGUE_CACHE_TTL_MS: '0' } },
    ],
  });
  const peerProxy = await startCountingProxy(bench.backendUrl);
  let peer;
  try {
    peer = await startPeer(work.dir, `${bench.backendUrl}/api/openapi.json`, peerProxy.url);
    const { readFileSync } = await import('node:fs');
    const supergraph = parse(readFileSync(peer.supergraphFile, 'utf8'));
    const documents = persistedOperations();
    const ours = bench.gateways.ours;
    for (const operation of listOperations()) {
      const payload = { doc_id: documents.get(operation.name).id, variables: operation.variables };
      // Our calls: without the cache (every request the read needs), and with it once it is warm.
      const recorder = bench.gateways.recorder;
      await graphql(recorder.url, payload, { 'x-request-id': `peer-all-${operation.key}` });
      await graphql(ours.url, payload);
      await graphql(ours.url, payload, { 'x-request-id': `peer-warm-${operation.key}` });
      const cold = recorder.proxy.requestsFor(`peer-all-${operation.key}`);
      const warm = ours.proxy.callsFor(`peer-warm-${operation.key}`);
      const peerPayload = peerOperation(supergraph, cold);
      peerProxy.reset();
      const answer = await graphql(peer.url, peerPayload);
      if (Object.values(answer).some((field) => field?.status !== true))
        throw new Error(
          `the peer's ${operation.key} did not succeed: ${JSON.stringify(answer).slice(0, 300)}`,
        );
      const peerCalls = peerProxy.total;
      notes.push(
        `${operation.key}: ours ${operation.name}; the peer \`${peerPayload.query.slice(0, 220)}${peerPayload.query.length > 220 ? '…' : ''}\``,
      );
      rows.push({
        measure: `${operation.key}: REST calls per operation, ours (cache off / on) vs the peer`,
        value: `${cold.length} / ${warm.length} vs ${peerCalls}`,
        goal: 'never more than the peer',
        met: cold.length <= peerCalls,
      });
      const load = (url, body) =>
        loadTest({
          url: `${url}/graphql`,
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          connections: CONNECTIONS,
          seconds: SECONDS,
        });
      await load(ours.url, payload);
      await load(peer.url, peerPayload);
      const ratios = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const theirs = await load(peer.url, peerPayload);
        const mine = await load(ours.url, payload);
        ratios.push(mine.rps / theirs.rps);
      }
      const middle = ratios.slice().sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
      rows.push({
        measure: `${operation.key}: throughput, ours / the peer's (${CONNECTIONS} conn.)`,
        value: spread(ratios),
        goal: '≥ 3×',
        met: middle >= 3,
      });
    }
    notes.push(
      `The peer: Hive Gateway ${await run(path.join(repoRoot, 'node_modules/@graphql-hive/gateway/dist/bin.js'), ['--version'], {}, work.dir).then((v) => v.trim())} on Node ${process.version}, serving what mesh-compose built from GET /api/openapi.json in ${peer.composeSeconds.toFixed(1)} s. It has no links between calls (the document describes each answer as the envelope around JSON), so it returns the backend's JSON as it is; ours shapes it into the graph's types.`,
      `Our gateway with the catalogue cache on (as deployed); ${ROUNDS} rounds of ${SECONDS} s each, the two taking turns.`,
    );
  } finally {
    await peer?.stop();
    await peerProxy.close();
    await bench.stop();
    work.done();
    data.done();
  }
  return {
    title: `3. Against a peer: GraphQL Mesh + Hive Gateway over the OpenAPI document (lists of ${ITEMS})`,
    rows,
    notes,
  };
}
