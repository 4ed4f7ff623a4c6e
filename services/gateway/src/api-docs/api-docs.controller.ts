import { Controller, Get, Header } from '@nestjs/common';
import { API_OPERATIONS } from './api-catalogue';
import { openApiDocument } from './openapi';

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );

/**
 * /api/docs: the API's OpenAPI document, and a plain page listing every operation (no script, so
 * it lives under the API's strict security headers). Built once, from the contracts schemas.
 */
@Controller('api/docs')
export class ApiDocsController {
  private readonly document = openApiDocument();
  private readonly page = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Highstreet FX API</title></head><body>',
    '<h1>Highstreet FX API</h1>',
    '<p>The machine-readable description: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI 3.1).</p>',
    '<table><thead><tr><th>Method</th><th>Path</th><th>Who</th><th>What</th></tr></thead><tbody>',
    ...API_OPERATIONS.map(
      (operation) =>
        `<tr><td>${operation.method}</td><td><code>${escape(operation.path)}</code></td><td>${operation.access}</td><td>${escape(operation.summary)}</td></tr>`,
    ),
    '</tbody></table></body></html>',
  ].join('');

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  index(): string {
    return this.page;
  }

  @Get('openapi.json')
  openApi(): Record<string, unknown> {
    return this.document;
  }
}
