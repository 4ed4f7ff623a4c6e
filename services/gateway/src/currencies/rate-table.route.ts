import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { currencyTableSchema } from '@fx/contracts';
import type { EncodedRateTable, RateTable } from '@fx/rate-table';
import type { ApiRouteDoc } from '../api-docs/api-route.decorator';
import { errorBodyOf, sendError } from '../http/http-error.filter';
import { SUMMARISED_ACCESS_LOG } from '../http/request-context';
import { CompressedRateTable } from './compressed-rate-table';
import type { Representation } from './compressed-rate-table';

/** Its address under the API prefix, and what the API document says of it. */
export const RATE_TABLE_ROUTE = {
  method: 'GET',
  path: 'currencies',
  summary: 'The priced rate table (ETag; 304 to a client that has it; br or gzip when accepted)',
  response: currencyTableSchema,
  raises: { SERVICE_UNAVAILABLE: 'no rate table yet: the rates service has not answered' },
} satisfies ApiRouteDoc & { method: 'GET'; path: string };

/**
 * GET /api/v1/currencies, the public rate table and the site's busiest address, registered on
 * fastify itself. It is public and served from memory, so Nest's guard, pipes and interceptors
 * have nothing to do for it; skipping them is a quarter of its cost. The security headers and
 * correlation id still apply (they are fastify hooks); its successful answers are counted in the
 * access log's summary rather than logged one by one. A browser gets it compressed (made once per
 * version), and a client that already has this version (If-None-Match) gets a 304 and no body.
 */
export function registerRateTableRoute(
  fastify: FastifyInstance,
  prefix: string,
  table: RateTable,
  logger: Logger,
): void {
  const compressed = new CompressedRateTable(logger);
  const answer = (request: FastifyRequest, reply: FastifyReply, encoded: EncodedRateTable) =>
    send(request, reply, compressed.representation(encoded, request.headers['accept-encoding']));
  fastify.get(
    `${prefix}/${RATE_TABLE_ROUTE.path}`,
    { config: SUMMARISED_ACCESS_LOG },
    (request, reply) => {
      // While the copy in memory is current (nearly always), the answer is written at once, with
      // no promise to create and wait for.
      const now = table.encodedNow();
      if (now) return answer(request, reply, now);
      return table.encoded().then(
        (encoded) => answer(request, reply, encoded),
        (error: unknown) => sendError(reply, request, error, errorBodyOf(error), logger),
      );
    },
  );
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  { etag, body, encoding }: Representation,
): FastifyReply {
  // CORS, when configured, has already said the answer varies with Origin.
  const vary = reply.getHeader('vary');
  void reply
    .header('etag', etag)
    .header('cache-control', 'public, max-age=5, must-revalidate')
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  if (encoding) void reply.header('content-encoding', encoding);
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
}
