import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import { authEmulatorUrl, firebaseAuthDomain } from '../config/env';
import type { GatewayEnv } from '../config/env';

/**
 * Security headers on every answer, and rate limits on the routes that ask for one
 * (`@RouteConfig({ rateLimit })`), counted in Redis so every gateway instance shares the count.
 * If Redis is away the limits are skipped rather than the site going down.
 */
export async function registerSecurity(
  app: NestFastifyApplication,
  env: GatewayEnv,
  redis: Redis,
): Promise<void> {
  const emulator = authEmulatorUrl(env);
  const authDomain = firebaseAuthDomain(env);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://apis.google.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://*.googleusercontent.com'],
        connectSrc: [
          "'self'",
          'https://identitytoolkit.googleapis.com',
          'https://securetoken.googleapis.com',
          ...(emulator ? [emulator] : []),
        ],
        frameSrc: [`https://${authDomain}`, 'https://www.google.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: env.NODE_ENV === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google sign-in's popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'gateway:ratelimit:',
    skipOnError: true,
    allowList: env.RATE_LIMIT_ALLOW_LIST,
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new Error(
          `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        ),
        { statusCode: 429 },
      ),
  });
}
