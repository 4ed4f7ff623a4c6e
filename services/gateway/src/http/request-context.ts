import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { CORRELATION_HEADER, runWithCorrelationId } from '@fx/service-kit';

/**
 * A request's path without its query string: what the logs record (a query may carry a customer's
 * e-mail, as order tracking's does) and what decides whether a page address is the SPA's.
 */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

const SAFE_ID = /^[\w.:-]{1,100}$/;

/**
 * An empty body sent as application/json (a POST that carries nothing, such as "refresh now") is
 * read as no body instead of being refused; anything else goes through fastify's own safe parser
 * (which guards against prototype poisoning).
 */
export function acceptEmptyJsonBodies(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, body as string, done);
  });
}

/**
 * Gives every request a correlation id (the caller's, if it sent a sane one), answers with it,
 * and logs one line per request with its status and duration.
 */
export function registerRequestContext(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const given = request.headers[CORRELATION_HEADER];
    const correlationId = typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
    void reply.header(CORRELATION_HEADER, correlationId);
    runWithCorrelationId(correlationId, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      logger.info(
        {
          method: request.method,
          url: pathOf(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    }
    done();
  });
}
