import type { FastifyInstance } from 'fastify';
import { RushSignal } from '@fx/service-kit';
import type { AmqpConnection } from '@fx/service-kit';

/**
 * Counts the API requests in flight here; at RUSH_IN_FLIGHT of them, customers are waiting, and
 * the gateway says so, so the stack's background work waits too (service-kit's rush.ts). A request
 * is counted until its connection has the answer or is gone, whichever comes first. A stream (the
 * staff's server-sent events) is not waited on, and stays open: it is not counted.
 */
export function registerRushSignal(
  fastify: FastifyInstance,
  connection: AmqpConnection,
  options: { inFlight: number; holdMs: number; streams: () => ReadonlySet<string> },
): void {
  if (options.inFlight === 0) return;
  const signal = new RushSignal(connection, options);
  let streams: ReadonlySet<string> | undefined;
  fastify.addHook('onRequest', (request, reply, done) => {
    streams ??= options.streams();
    const route = request.routeOptions.url;
    if (request.url.startsWith('/api/') && !(route && streams.has(route))) {
      signal.began();
      reply.raw.once('close', () => signal.ended());
    }
    done();
  });
}
