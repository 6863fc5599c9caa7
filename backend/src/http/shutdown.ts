import type { FastifyInstance } from 'fastify';

/**
 * A clean stop (app.close() on SIGTERM/SIGINT): from the moment it begins, every response says
 * `Connection: close`, so a keep-alive connection whose request was in flight is closed once its
 * answer is sent, instead of staying open until its keep-alive timeout and holding up the stop.
 * Idle connections are closed by the server itself (Node's server.close).
 */
export function registerCleanStop(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopping) reply.header('connection', 'close');
    return payload;
  });
}
