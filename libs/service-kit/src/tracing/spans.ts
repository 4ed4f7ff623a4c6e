import {
  INVALID_SPAN_CONTEXT,
  ROOT_CONTEXT,
  SpanStatusCode,
  context,
  isSpanContextValid,
  propagation,
  trace,
} from '@opentelemetry/api';
import type { Context, Span, SpanOptions, TextMapGetter } from '@opentelemetry/api';
import { tracingEnabled } from './tracing';

/** Headers as they come in: AMQP header values, HTTP header values (a string or several). */
export type Carrier = Record<string, unknown>;

const getter: TextMapGetter<Carrier> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => {
    const value = carrier[key];
    if (typeof value === 'string') return value;
    if (Buffer.isBuffer(value)) return value.toString('utf8');
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
    return undefined;
  },
};

/** Stands in for a span while tracing is off: records nothing, costs nothing. */
const NOT_RECORDED: Span = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

const tracer = () => trace.getTracer('@fx/service-kit');

/**
 * Runs `work` inside a new span (its context active, so what it starts are its children) and ends
 * the span when `work` settles; a throw records the exception and marks the span failed. The span
 * is a child of `parent` (the active context unless given). While tracing is off, `work` just runs.
 */
export function inSpan<T>(
  name: string,
  options: SpanOptions,
  work: (span: Span) => Promise<T>,
  parent?: Context,
): Promise<T> {
  if (!tracingEnabled()) return work(NOT_RECORDED);
  return tracer().startActiveSpan(name, options, parent ?? context.active(), async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Starts a span the caller ends (for work that does not fit in one callback, as an HTTP request). */
export function startSpan(name: string, options: SpanOptions, parent: Context): Span {
  return tracingEnabled() ? tracer().startSpan(name, options, parent) : NOT_RECORDED;
}

/** Adds `traceparent` (and `tracestate`) of the active span to outgoing headers. */
export function injectTraceContext(carrier: Carrier): void {
  if (tracingEnabled()) propagation.inject(context.active(), carrier);
}

/** The trace context incoming headers carry, on top of an empty context (a new trace if none). */
export function extractTraceContext(carrier: Carrier | undefined): Context {
  return tracingEnabled() ? propagation.extract(ROOT_CONTEXT, carrier ?? {}, getter) : ROOT_CONTEXT;
}

/** The W3C `traceparent` of the active span, to store with work done later (an outbox row, a job). */
export function currentTraceparent(): string | undefined {
  if (!tracingEnabled()) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** Runs `work` in the trace a stored `traceparent` names (as is, if none is given or tracing is off). */
export function withTraceparent<T>(traceparent: string | null | undefined, work: () => T): T {
  if (!traceparent || !tracingEnabled()) return work();
  return context.with(extractTraceContext({ traceparent }), work);
}

/** The active span's trace id, for log lines; undefined while tracing is off or outside a span. */
export function currentTraceId(): string | undefined {
  if (!tracingEnabled()) return undefined;
  const spanContext = trace.getSpan(context.active())?.spanContext();
  return spanContext && isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

export { SpanKind, SpanStatusCode } from '@opentelemetry/api';
export type { Span } from '@opentelemetry/api';

/** Runs `work` with `span` active, so what it starts are the span's children. */
export function withSpan<T>(span: Span, work: () => T): T {
  if (!tracingEnabled()) return work();
  return context.with(trace.setSpan(context.active(), span), work);
}
