import type { FastifyRequest } from 'fastify';
import type { GatewayEnv } from '../config/env';

/**
 * The site's public origin for canonical links and the sitemap: PUBLIC_SITE_URL, or else the
 * one the request came to (its protocol and host as TRUST_PROXY lets the gateway believe them).
 */
export function publicOrigin(env: Pick<GatewayEnv, 'PUBLIC_SITE_URL'>, request: FastifyRequest) {
  return env.PUBLIC_SITE_URL ?? `${request.protocol}://${request.host}`;
}
