import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_ENV } from '../config/gateway-env.token';
import type { GatewayEnv } from '../config/env';
import { publicOrigin } from '../pages/public-origin';
import { ApiOperations } from './api-operations';
import type { ApiOperation } from './api-operations';
import { openApiDocument } from './openapi';

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );

/**
 * /api/docs: the API's OpenAPI document, and a plain page listing every operation (no script, so
 * it lives under the API's strict security headers). Each is read from the routes' own
 * declarations and built from the contracts schemas when first asked for, not at every start.
 */
@Controller('api/docs')
export class ApiDocsController {
  /** By origin: the document names the deployment it was served by as its server. */
  private documents = new Map<string, Record<string, unknown>>();
  private page?: string;

  constructor(
    private readonly operations: ApiOperations,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  index(): string {
    this.page ??= docsPage(this.operations.list());
    return this.page;
  }

  @Get('openapi.json')
  openApi(@Req() request: FastifyRequest): Record<string, unknown> {
    const origin = publicOrigin(this.env, request);
    let document = this.documents.get(origin);
    if (!document) {
      document = openApiDocument(this.operations.list(), { origin });
      // A few origins at most (SITE_URL, or the host names the gateway answers at).
      if (this.documents.size < 10) this.documents.set(origin, document);
    }
    return document;
  }
}

function docsPage(operations: ApiOperation[]): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Highstreet FX API</title></head><body>',
    '<h1>Highstreet FX API</h1>',
    '<p>The machine-readable description: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI 3.1).</p>',
    '<table><thead><tr><th>Method</th><th>Path</th><th>Who</th><th>What</th></tr></thead><tbody>',
    ...operations.map(
      (operation) =>
        `<tr><td>${operation.method}</td><td><code>${escape(operation.path)}</code></td><td>${operation.access}</td><td>${escape(operation.summary)}</td></tr>`,
    ),
    '</tbody></table></body></html>',
  ].join('');
}
