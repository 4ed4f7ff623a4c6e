import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import { authEmulatorUrl, firebaseAuthDomain } from '../config/env';
import type { GatewayEnv } from '../config/env';
import { redisFirstStore } from './rate-limit-store';

/**
 * Security headers on every answer (helmet's on pages, a tighter set on the API), and rate limits on the routes that ask for one
 * (`@RouteConfig({ rateLimit })`), counted in Redis so every gateway instance shares the count.
 * If Redis is away, the routes marked `KEPT_WHEN_REDIS_IS_AWAY` (the staff gate, sign-up and the
 * forms that e-mail an address) count in this process's memory; the others are let through rather
 * than the site going down.
 */
export async function registerSecurity(
  app: NestFastifyApplication,
  env: GatewayEnv,
  redis: Redis,
): Promise<void> {
  // HSTS and upgrade-insecure-requests only where the request really came over HTTPS (itself, or
  // through a proxy TRUST_PROXY names): on plain HTTP at a LAN address they would break the site.
  const headers = {
    https: { api: apiHeaders(true), page: securityHeaders(helmetOptions(env, true)) },
    http: { api: apiHeaders(false), page: securityHeaders(helmetOptions(env, false)) },
  };
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      const set = request.protocol === 'https' ? headers.https : headers.http;
      void reply.headers(request.url.startsWith('/api/') ? set.api : set.page);
      done();
    });
  await app.register(rateLimit, {
    global: false,
    store: redisFirstStore(redis, 'gateway:ratelimit:'),
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

/**
 * What a JSON answer needs (OWASP's REST security headers): nothing in it may load or be framed,
 * and it is never sniffed as another type. Half as many bytes as a page's headers, which count at
 * the rate table's tens of thousands of answers a second.
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const API_HEADERS_HTTP = Object.fromEntries(
  Object.entries(API_HEADERS).filter(([name]) => name !== 'strict-transport-security'),
);

/** The API's security headers: HSTS only on an answer over HTTPS. */
export function apiHeaders(https: boolean): Record<string, string> {
  return https ? API_HEADERS : API_HEADERS_HTTP;
}

/** What helmet sets on pages: a strict CSP that still lets Firebase sign-in (and its emulator) work. */
function helmetOptions(env: GatewayEnv, https: boolean): HelmetOptions {
  const emulator = authEmulatorUrl(env);
  const authDomain = firebaseAuthDomain(env);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://apis.google.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'https://*.googleusercontent.com',
          // The bureau's logo, where it is kept elsewhere (SITE_LOGO_URL).
          ...(env.SITE_LOGO_URL && /^https?:/.test(env.SITE_LOGO_URL)
            ? [new URL(env.SITE_LOGO_URL).origin]
            : []),
        ],
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
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Google sign-in's popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

/**
 * The headers helmet would set, worked out once: they are the same on every answer, and building
 * them per request (as @fastify/helmet does) was a tenth of the gateway's time on the rate table.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error as Error;
    },
  );
  return headers;
}
