import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SpanKind,
  SpanStatusCode,
  extractTraceContext,
  startSpan,
  tracingEnabled,
  withSpan,
} from '@fx/service-kit';
import type { Span } from '@fx/service-kit';
import { pathOf } from './request-context';

/**
 * A SERVER span for each HTTP request, named `<METHOD> <route pattern>` (the pattern, never the
 * path, which can carry an order number), continuing the caller's `traceparent` if it sent one.
 * The request runs inside it, so the RPC requests its handler sends are its children. Registered
 * only while tracing is on: otherwise requests pay nothing for it. The routes answered from memory
 * and polled by every browser (SUMMARISED_ACCESS_LOG: the rate table) get no span, as they get no
 * log line: a trace each would bury the others and cost more than the answer.
 */
export function registerHttpTracing(fastify: FastifyInstance): void {
  if (!tracingEnabled()) return;
  const spans = new WeakMap<FastifyRequest, Span>();
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.accessLog === 'summary') {
      done();
      return;
    }
    const route = request.routeOptions.url;
    const span = startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': pathOf(request.url),
          ...(route ? { 'http.route': route } : {}),
        },
      },
      extractTraceContext(request.headers),
    );
    spans.set(request, span);
    withSpan(span, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      spans.delete(request);
    }
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    const span = spans.get(request);
    if (span) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client went away' });
      span.end();
      spans.delete(request);
    }
    done();
  });
}
