import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { currencyTableSchema } from '@fx/contracts';
import type { RateTable } from '@fx/service-kit';
import type { ApiRouteDoc } from '../api-docs/api-route.decorator';
import { errorBodyOf, sendError } from '../http/http-error.filter';

/** Its address under the API prefix, and what the API document says of it. */
export const RATE_TABLE_ROUTE = {
  method: 'GET',
  path: 'currencies',
  summary: 'The priced rate table (ETag; 304 to a client that has it)',
  response: currencyTableSchema,
} satisfies ApiRouteDoc & { method: 'GET'; path: string };

/**
 * GET /api/v1/currencies, the public rate table and the site's busiest address, registered on
 * fastify itself. It is public and served from memory, so Nest's guard, pipes and interceptors
 * have nothing to do for it; skipping them is a quarter of its cost. The security headers,
 * correlation id and access log still apply (they are fastify hooks). A client that already has
 * this version (If-None-Match) gets a 304 and no body.
 */
export function registerRateTableRoute(
  fastify: FastifyInstance,
  prefix: string,
  table: RateTable,
  logger: Logger,
): void {
  fastify.get(`${prefix}/${RATE_TABLE_ROUTE.path}`, async (request, reply) => {
    try {
      const { etag, body } = await table.encoded();
      void reply.header('etag', etag).header('cache-control', 'public, max-age=5, must-revalidate');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.header('content-type', 'application/json; charset=utf-8').send(body);
    } catch (error) {
      return sendError(reply, request, error, errorBodyOf(error), logger);
    }
  });
}
