import type { FastifyInstance } from 'fastify';
import { RushSignal } from '@fx/service-kit';
import type { AmqpConnection } from '@fx/service-kit';

/**
 * Counts the API requests in flight here; at RUSH_IN_FLIGHT of them, customers are waiting, and
 * the gateway says so, so the stack's background work waits too (service-kit's rush.ts). A request
 * is counted until its connection has the answer or is gone, whichever comes first.
 */
export function registerRushSignal(
  fastify: FastifyInstance,
  connection: AmqpConnection,
  options: { inFlight: number; holdMs: number },
): void {
  if (options.inFlight === 0) return;
  const signal = new RushSignal(connection, options);
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      signal.began();
      reply.raw.once('close', () => signal.ended());
    }
    done();
  });
}
