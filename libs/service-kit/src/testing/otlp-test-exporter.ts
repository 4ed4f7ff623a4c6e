import http from 'node:http';
import { ExportResultCode } from '@opentelemetry/core';
import type { ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';

/**
 * The same OTLP/HTTP JSON the services' OTLPTraceExporter sends, POSTed with node:http, for a
 * service running inside Jest: OTLPTraceExporter loads node:http with a dynamic `import()`, which
 * Jest cannot run without --experimental-vm-modules (its export never settles). Services run as
 * processes of their own use the real exporter.
 */
export class OtlpTestExporter implements SpanExporter {
  private readonly pending = new Set<Promise<void>>();

  /** `url`: where traces go, as OTEL_EXPORTER_OTLP_TRACES_ENDPOINT would say. */
  constructor(private readonly url: string) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    const body = Buffer.from(JsonTraceSerializer.serializeRequest(spans) ?? new Uint8Array());
    const sent = new Promise<void>((resolve) => {
      const request = http.request(
        this.url,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (response) => {
          response.resume();
          response.on('end', () => {
            const ok = (response.statusCode ?? 500) < 300;
            done({ code: ok ? ExportResultCode.SUCCESS : ExportResultCode.FAILED });
            resolve();
          });
        },
      );
      request.on('error', (error) => {
        done({ code: ExportResultCode.FAILED, error });
        resolve();
      });
      request.end(body);
    });
    this.pending.add(sent);
    void sent.finally(() => this.pending.delete(sent));
  }

  async forceFlush(): Promise<void> {
    await Promise.all(this.pending);
  }

  shutdown(): Promise<void> {
    return this.forceFlush();
  }
}
