import type { FastifyInstance } from 'fastify';
import { RushSignal } from '@fx/service-kit';
import type { AmqpConnection } from '@fx/service-kit';

/** What reads: pages, rates and the staff's event streams (open as long as a dashboard is). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Counts the API requests here that place or change something (an order, above all): at
 * RUSH_RATE of them arriving a second, or RUSH_IN_FLIGHT of them in flight, customers are or soon
 * will be waiting, and the gateway says so, so the stack's background work waits too
 * (service-kit's rush.ts). A request is counted until its connection has the answer or is gone,
 * whichever comes first. Reads are not counted: a few visitors' page loads ask for a dozen things
 * at once, and a stream never ends; counting them held background work for its longest (15 s)
 * again and again while the dashboard waited on an order's screening.
 */
export function registerRushSignal(
  fastify: FastifyInstance,
  connection: AmqpConnection,
  options: { inFlight: number; rate: number; holdMs: number },
): void {
  if (options.inFlight === 0 && options.rate === 0) return;
  const signal = new RushSignal(connection, options);
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!READS.has(request.method) && request.url.startsWith('/api/')) {
      signal.began();
      reply.raw.once('close', () => signal.ended());
    }
    done();
  });
}
