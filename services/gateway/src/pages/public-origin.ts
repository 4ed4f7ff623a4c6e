import type { FastifyRequest } from 'fastify';
import type { GatewayEnv } from '../config/env';

/**
 * The site's public origin for canonical links and the sitemap: SITE_URL, or else the
 * one the request came to (its protocol and host as TRUST_PROXY lets the gateway believe them).
 */
export function publicOrigin(env: Pick<GatewayEnv, 'SITE_URL'>, request: FastifyRequest) {
  return env.SITE_URL ?? `${request.protocol}://${request.host}`;
}
