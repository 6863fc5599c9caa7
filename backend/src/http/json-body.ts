import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies: Fastify's own parser (it guards against prototype poisoning), except that an empty
 * body means "no payload". Several calls (POST basic/studios, basic/classTypes) take none, and a
 * client that still sends `Content-Type: application/json` with nothing must not get a 400.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
