import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from './request-context';

/** The SPA's index.html, read once, for every page address the API does not own. */
export class SpaIndex {
  private readonly html?: Buffer;

  constructor(readonly dir: string) {
    const file = dir ? join(dir, 'index.html') : '';
    this.html = file && existsSync(file) ? readFileSync(file) : undefined;
  }

  get available(): boolean {
    return this.html !== undefined;
  }

  serves(request: FastifyRequest): boolean {
    if (!this.html || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const path = pathOf(request.url);
    return (
      !path.startsWith('/api/') && !path.startsWith('/health/') && !/\.[a-z0-9]{1,8}$/i.test(path)
    );
  }

  send(reply: FastifyReply): FastifyReply {
    return reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(this.html);
  }
}
