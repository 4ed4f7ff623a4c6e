import { Controller, Get, Header } from '@nestjs/common';
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
  private document?: Record<string, unknown>;
  private page?: string;

  constructor(private readonly operations: ApiOperations) {}

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  index(): string {
    this.page ??= docsPage(this.operations.list());
    return this.page;
  }

  @Get('openapi.json')
  openApi(): Record<string, unknown> {
    this.document ??= openApiDocument(this.operations.list());
    return this.document;
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
