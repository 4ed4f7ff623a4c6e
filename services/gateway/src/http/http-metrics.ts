import type { FastifyInstance } from 'fastify';
import { METRICS } from '@fx/service-kit';
import type { Metrics } from '@fx/service-kit';

/**
 * `fx_http_request_duration_seconds{method, route, status_class}` for every request on the public
 * port. `route` is the route's pattern (`/api/v1/orders/:id`, never the path, which can carry an
 * order number), or `unmatched` for anything no route took (a 404, the SPA's pages): a scan of
 * random paths adds no series. Each series is found by a key of the three, made without an array
 * (the rate table's answers count tens of thousands a second).
 */
export function registerHttpMetrics(fastify: FastifyInstance, metrics: Metrics): void {
  const duration = metrics.tallyHistogram(
    METRICS.httpRequestDuration,
    'HTTP requests on the public port, by method, route pattern and status class',
    ['method', 'route', 'status_class'],
  );
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    duration
      .series(`${request.method} ${statusClass} ${route}`, {
        method: request.method,
        route,
        status_class: statusClass,
      })
      .observe(reply.elapsedTime / 1000);
    done();
  });
}
