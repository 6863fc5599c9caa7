// The floor the gateway is measured against: a client that calls REST directly, with the minimum
// calls, and returns the JSON. It serves GET /<operation> by sending that operation's REST requests
// (recorded from the gateway, so the same calls with the same bodies) to the backend at once,
// and answers their envelopes' contents as one JSON array. Started as a child process by
// overhead.mjs; reads its plan from the FLOOR_PLAN environment variable.
import { createServer } from 'node:http';
import { Pool } from 'undici';

const backend = process.env.BACKEND_URL;
/** { operation: [{ method, path, body, headers }] } */
const plan = JSON.parse(process.env.FLOOR_PLAN ?? '{}');

// The fastest client Node has: undici's pooled keep-alive connections (no fetch layer on top).
const pool = new Pool(backend, { connections: 64 });

async function call({ method, path, body, headers }) {
  const response = await pool.request({
    method,
    path,
    headers: { accept: 'application/json', ...headers },
    body: body || undefined,
  });
  const envelope = await response.body.json();
  if (response.statusCode >= 300) throw new Error(`${method} ${path}: ${response.statusCode}`);
  return envelope.content ?? envelope.data?.content;
}

const server = createServer((req, res) => {
  const requests = plan[req.url.slice(1)];
  if (!requests) return res.writeHead(404).end();
  Promise.all(requests.map(call)).then(
    (contents) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(contents));
    },
    (error) => res.writeHead(502, { 'content-type': 'text/plain' }).end(String(error)),
  );
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => pool.close().then(() => process.exit(0))));
