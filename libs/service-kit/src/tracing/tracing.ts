import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { z } from 'zod';
import { parseEnv } from '../config/parse-env';

const httpUrl = z.string().refine((value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'must be a URL starting with http:// or https://');

/**
 * The standard OpenTelemetry variables this code reads. OTEL_TRACES_SAMPLER and its argument are
 * read by the SDK itself (parent-based always-on when unset).
 */
export const tracingEnvSchema = z.object({
  /** The collector's base address; traces go to `<it>/v1/traces`. */
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  /** The full address traces are POSTed to; wins over OTEL_EXPORTER_OTLP_ENDPOINT. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl.optional(),
  /** Overrides the service's own name on its spans. */
  OTEL_SERVICE_NAME: z.string().optional(),
});

export type TracingEnv = z.infer<typeof tracingEnvSchema>;

/** Where traces are sent, or undefined when no endpoint is set (tracing off). */
export function tracesUrl(env: TracingEnv): string | undefined {
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT)
    return `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`;
  return undefined;
}

let provider: BasicTracerProvider | undefined;

/** Whether this process records and exports spans (an OTLP endpoint is set). */
export function tracingEnabled(): boolean {
  return provider !== undefined;
}

/**
 * Starts tracing for `service` when an OTLP endpoint is configured: spans are batched and POSTed
 * as OTLP/HTTP JSON, the W3C trace context propagator and an AsyncLocalStorage context manager are
 * registered globally. Without an endpoint nothing is registered and every span helper of this
 * module is a plain call. Throws an EnvError naming a bad variable (exitOnEnvError reports it).
 * Returns whether tracing is on. `exporter` replaces the OTLP exporter (for a service inside Jest:
 * see OtlpTestExporter); it is given the traces URL.
 */
export function startTracing(
  service: string,
  source: NodeJS.ProcessEnv = process.env,
  exporter: (url: string) => SpanExporter = (url) => new OTLPTraceExporter({ url }),
): boolean {
  const env = parseEnv(service, tracingEnvSchema, source);
  const url = tracesUrl(env);
  if (!url || provider) return provider !== undefined;
  provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME ?? service }),
    spanProcessors: [new BatchSpanProcessor(exporter(url))],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return true;
}

/** Sends the spans still buffered; for tests, before looking at what a collector received. */
export async function flushTracing(): Promise<void> {
  await provider?.forceFlush();
}

/**
 * Sends what is buffered and unregisters everything startTracing registered. Called when the app
 * closes (after its own shutdown hooks, so their last spans go too); a no-op when tracing is off.
 */
export async function stopTracing(): Promise<void> {
  const stopping = provider;
  if (!stopping) return;
  provider = undefined;
  await stopping.shutdown().catch(() => undefined);
  trace.disable();
  propagation.disable();
  context.disable();
}

/**
 * Flushes and stops tracing when the app closes: on SIGTERM, once its shutdown hooks have run (the
 * HTTP server closes last), so the spans of the work they finished are sent too.
 */
export function stopTracingOnClose(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onClose', () => stopTracing());
}
