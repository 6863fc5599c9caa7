// The published contract: GET /api/openapi.json is an OpenAPI 3 document generated from the routes'
// own schemas, served to anyone, cacheable, and listing every documented call with what it accepts.
import { Ajv } from 'ajv';
import { ajvCustomOptions } from '../src/http/validation.js';
import { startTestApp, TEST_VERSION, type TestApp } from './support/app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

async function fetchDocument(): Promise<{ headers: Record<string, unknown>; document: Document }> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return { headers: response.headers, document: response.json<Document>() };
}

test('served to anyone without signing in, and cacheable', async () => {
  const { headers, document } = await fetchDocument();
  expect(headers['cache-control']).toBe('public, max-age=300');
  expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
  expect(document.info).toMatchObject({ title: 'StreamFit REST API', version: TEST_VERSION });
});

test('lists the documented calls, with their schemas; development routes and media files are left out', async () => {
  const { document } = await fetchDocument();
  const listed = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
  for (const call of [
    'GET /api/health',
    'GET /api/basic/webStudiosInfo',
    'POST /api/basic/classTypes',
    'GET /api/studio/logos/{studioShortName}',
    'POST /api/video/videos',
    'POST /api/user/login',
    'GET /api/events/stream',
  ])
    expect(listed).toContain(call);
  expect(listed.filter((call) => call.includes('/api/dev/') || call.includes(' /media/'))).toEqual([]);
  expect(listed).not.toContain('GET /api/openapi.json');

  const studios = document.paths['/api/basic/webStudiosInfo']?.['get'];
  expect(studios?.parameters).toEqual([
    expect.objectContaining({ name: 'ids', in: 'query', required: false, schema: expect.any(Object) }),
  ]);
  const logo = document.paths['/api/studio/logos/{studioShortName}']?.['get'];
  expect(logo?.parameters).toEqual([
    expect.objectContaining({ name: 'studioShortName', in: 'path', required: true }),
  ]);
  const videos = document.paths['/api/video/videos']?.['post'];
  expect(videos?.requestBody?.content['application/json']?.schema).toMatchObject({ type: 'object' });
});

test('a valid OpenAPI 3 document: every operation well formed, every schema a valid JSON schema', async () => {
  const { document } = await fetchDocument();
  const ajv = new Ajv({ ...ajvCustomOptions, strict: false });
  // OpenAPI 3.0 adds a few keywords of its own to JSON schema (Ajv knows nullable, discriminator, deprecated).
  for (const keyword of ['example', 'xml', 'externalDocs']) ajv.addKeyword(keyword);
  const problems: string[] = [];
  const checkSchema = (where: string, schema: unknown) => {
    try {
      ajv.compile(schema as object);
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
    }
  };
  expect(Object.keys(document.paths).length).toBeGreaterThan(100);
  for (const [path, item] of Object.entries(document.paths)) {
    expect(path).toMatch(/^\/api\//);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
    for (const [method, operation] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!METHODS.has(method)) problems.push(`${where}: not an HTTP method`);
      if (Object.keys(operation.responses ?? {}).length === 0) problems.push(`${where}: no responses`);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!/^([1-5](\d\d|XX)|default)$/.test(status)) problems.push(`${where}: response key ${status}`);
        if (typeof response.description !== 'string') problems.push(`${where} ${status}: no description`);
        for (const media of Object.values(response.content ?? {}))
          checkSchema(`${where} ${status}`, media.schema);
      }
      const parameters = operation.parameters ?? [];
      for (const parameter of parameters) {
        if (!['query', 'header', 'path', 'cookie'].includes(parameter.in))
          problems.push(`${where}: parameter ${parameter.name} in ${parameter.in}`);
        if (parameter.in === 'path' && parameter.required !== true)
          problems.push(`${where}: path parameter ${parameter.name} not required`);
        checkSchema(`${where} ${parameter.name}`, parameter.schema);
      }
      const inPath = parameters.filter((p) => p.in === 'path').map((p) => p.name);
      expect({ where, inPath: inPath.sort() }).toEqual({ where, inPath: templated });
      for (const media of Object.values(operation.requestBody?.content ?? {}))
        checkSchema(`${where} body`, media.schema);
    }
  }
  expect(problems).toEqual([]);
});

test('the envelope is each call’s answer: success and failure; a declared answer is published as declared', async () => {
  const { document } = await fetchDocument();
  // The studio catalogue declares its answer (its serialiser's schema): published exactly.
  const studios = document.paths['/api/basic/webStudiosInfo']?.['get']?.responses ?? {};
  expect(studios['200']?.content?.['application/json']?.schema).toMatchObject({
    properties: { status: { type: 'boolean' }, content: { type: 'array', items: { type: 'object' } } },
  });
  expect(studios['default']?.content?.['application/json']?.schema).toMatchObject({
    properties: { status: { type: 'boolean' }, content: { type: 'string' } },
  });
  const responses = document.paths['/api/user/friends']?.['get']?.responses ?? {};
  expect(responses['200']?.content).toBeDefined();
  expect(responses['200']?.content).toEqual(responses['2XX']?.content);
  expect(responses['2XX']?.content?.['application/json']?.schema).toMatchObject({
    type: 'object',
    properties: { status: { type: 'boolean' }, content: {} },
  });
  expect(responses['default']?.content?.['application/json']?.schema).toMatchObject({
    properties: { status: { type: 'boolean' }, content: { type: 'string' } },
    required: ['status', 'content'],
  });
});
