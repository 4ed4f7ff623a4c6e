import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { CORRELATION_HEADER, runWithCorrelationId } from '@fx/service-kit';

/**
 * A request's path without its query string: what the logs record (a query may carry a customer's
 * e-mail, as order tracking's does) and what decides whether a page address is the SPA's.
 */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

const SAFE_ID = /^[\w.:-]{1,100}$/;

/**
 * The API reads JSON bodies only: any other content type answers 415 (text/plain too, which
 * fastify would read by default and a browser may send cross-site without asking). An empty body
 * sent as application/json (a POST that carries nothing, such as "refresh now") is read as no
 * body instead of being refused; anything else goes through fastify's own safe parser (which
 * guards against prototype poisoning).
 */
export function acceptEmptyJsonBodies(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || request.routeOptions.config.rawBody) {
      done(null, body === '' ? undefined : body);
      return;
    }
    void parseJson(request, body as string, done);
  });
  // A sanctions list file uploaded by an officer: text/csv, on the one route that asks for it.
  fastify.addContentTypeParser('text/csv', { parseAs: 'string' }, (request, body, done) => {
    if (request.routeOptions.config.csvBody) return done(null, body);
    const error = new Error('text/csv is not read here') as Error & { code: string };
    error.code = 'FST_ERR_CTP_INVALID_MEDIA_TYPE';
    done(Object.assign(error, { statusCode: 415 }), undefined);
  });
  fastify.addHook('onRoute', (route) => {
    if (route.config?.rawBody) route.bodyLimit = RAW_BODY_LIMIT_BYTES;
    if (route.config?.csvBody) route.bodyLimit = CSV_BODY_LIMIT_BYTES;
    if (route.config?.idCheckBody) route.bodyLimit = ID_CHECK_BODY_LIMIT_BYTES;
  });
}

/**
 * A sanctions list upload: a body over this is refused (413). The file itself may have
 * SANCTIONS_LIST_MAX_CHARS (422 past it); the rest is room for JSON's escaping.
 */
export const CSV_BODY_LIMIT_BYTES = 40 * 1_048_576;

/** A route's config for a body that may be a CSV file (text/csv) as well as JSON. */
export const CSV_BODY = { csvBody: true } as const;

/** A completion with the ID seen: its photo (idCheckInputSchema, up to 2.8 million characters). */
const ID_CHECK_BODY_LIMIT_BYTES = 3 * 1_048_576;

/** A route's config for a body that may carry an ID check's photo. */
export const ID_CHECK_BODY = { idCheckBody: true } as const;

/** A provider's signed event may be larger than any form: Stripe's are well under this. */
const RAW_BODY_LIMIT_BYTES = 1_048_576;

/**
 * A route's config for a JSON body it needs exactly as sent (a webhook whose signature is over its
 * bytes): the handler gets the text unparsed, up to 1 MB.
 */
export const RAW_BODY = { rawBody: true } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'summary': the route's successful answers are counted, not logged one by one. */
    accessLog?: 'summary';
    /** The JSON body as the text received (RAW_BODY). */
    rawBody?: true;
    /** The body may be text/csv (CSV_BODY): read as a string. */
    csvBody?: true;
    /** The body may carry an ID check's photo (ID_CHECK_BODY): up to 3 MB. */
    idCheckBody?: true;
  }
}

/**
 * A route's config for an address answered from memory tens of thousands of times a second (the
 * rate table): a line per answer would cost more than the answer and bury everything else in the
 * log. Its answers below 400 are counted and logged once a minute (and one by one at debug
 * level); any other answer is logged as every request is.
 */
export const SUMMARISED_ACCESS_LOG = { accessLog: 'summary' } as const;

const SUMMARY_EVERY_MS = 60_000;

/**
 * Gives every request a correlation id (the caller's, if it sent a sane one), answers with it,
 * and logs one line per request with its status and duration (or counts it, on a route with
 * SUMMARISED_ACCESS_LOG).
 */
export function registerRequestContext(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const given = request.headers[CORRELATION_HEADER];
    const correlationId = typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
    void reply.header(CORRELATION_HEADER, correlationId);
    runWithCorrelationId(correlationId, done);
  });
  const summary = new AccessSummary(logger);
  const eachAnswerAtDebug = logger.isLevelEnabled('debug');
  fastify.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      const route = request.routeOptions;
      const counted = route.config.accessLog === 'summary' && reply.statusCode < 400;
      if (counted) summary.count(route.config, request.method, route.url, reply);
      if (!counted || eachAnswerAtDebug) {
        logger[counted ? 'debug' : 'info'](
          {
            method: request.method,
            url: pathOf(request.url),
            status: reply.statusCode,
            ms: Math.round(reply.elapsedTime),
          },
          'request',
        );
      }
    }
    done();
  });
  const timer = setInterval(() => summary.flush(), SUMMARY_EVERY_MS).unref();
  fastify.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    summary.flush();
    done();
  });
}

interface RouteCounts {
  method: string;
  url: string;
  statuses: Map<number, number>;
  slowestMs: number;
}

/** Answers counted per route (its config object, one per route and method) and status. */
class AccessSummary {
  private counts = new Map<object, RouteCounts>();
  private since = Date.now();

  constructor(private readonly logger: Logger) {}

  count(route: object, method: string, url: string | undefined, reply: FastifyReply): void {
    let counts = this.counts.get(route);
    if (!counts) {
      counts = { method, url: url ?? '', statuses: new Map(), slowestMs: 0 };
      this.counts.set(route, counts);
    }
    counts.statuses.set(reply.statusCode, (counts.statuses.get(reply.statusCode) ?? 0) + 1);
    counts.slowestMs = Math.max(counts.slowestMs, reply.elapsedTime);
  }

  /**
   * One line per route answered since the last summary: how many answers of each status, and
   * the slowest.
   */
  flush(): void {
    const seconds = Math.round((Date.now() - this.since) / 1000);
    for (const { method, url, statuses, slowestMs } of this.counts.values()) {
      this.logger.info(
        {
          method,
          url,
          seconds,
          answers: Object.fromEntries(statuses),
          slowestMs: Math.round(slowestMs),
        },
        'requests summary',
      );
    }
    this.counts.clear();
    this.since = Date.now();
  }
}
