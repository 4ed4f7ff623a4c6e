import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { errorBodyOf, sendError } from '../http/http-error.filter';
import { APP_ICONS } from './app-manifest';
import type { IconPath } from './app-manifest';
import type { AppIconsService, Tagged } from './app-icons.service';

/** Browsers may keep these a few minutes, then ask again with the ETag (a 304 while unchanged). */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * /manifest.webmanifest and its icons (/icons/app-192.png, /icons/app-512.png,
 * /icons/app-maskable-512.png) with /apple-touch-icon.png, on fastify itself (outside the API):
 * the site installs as the bureau's app, under its name, in its colours, with its logo or mark.
 */
export function registerAppManifestRoutes(
  fastify: FastifyInstance,
  icons: AppIconsService,
  logger: Logger,
): void {
  const send = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    type: string,
    made: () => Promise<Tagged<T>>,
  ) => {
    try {
      const { body, etag } = await made();
      void reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.header('content-type', type).send(body);
    } catch (error) {
      return sendError(reply, request, error, errorBodyOf(error), logger);
    }
  };

  fastify.get('/manifest.webmanifest', (request, reply) =>
    send(request, reply, 'application/manifest+json; charset=utf-8', () => icons.manifest()),
  );
  for (const path of Object.keys(APP_ICONS) as IconPath[]) {
    fastify.get(path, (request, reply) =>
      send(request, reply, 'image/png', () => icons.icon(path)),
    );
  }
}
