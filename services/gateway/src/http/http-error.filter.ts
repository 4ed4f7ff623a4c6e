import { STATUS_CODES } from 'node:http';
import { Catch, HttpException, Inject, NotFoundException } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { ErrorBody } from '@fx/contracts';
import { DomainError, LOGGER, currentCorrelationId } from '@fx/service-kit';
import { pathOf } from './request-context';
import { SpaIndex } from './spa-index';
import { retryAfterOf, statusOf } from './error-status';
import { frameworkMessageOf, statusErrorBody } from './framework-errors';

/**
 * Every error leaves the gateway as JSON `{ statusCode, error, code, message, details? }`.
 * A page address the API does not know is the SPA's to route, so it gets its page (http/spa-index.ts).
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly spa: SpaIndex,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const body = errorBodyOf(exception);

    if (body.statusCode === 404 && this.spa.serves(request)) {
      void this.spa.send(request, reply);
      return;
    }
    sendError(reply, request, exception, body, this.logger);
  }
}

/** Answers with the error's JSON body; a server-side failure is logged with its stack. */
export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  exception: unknown,
  body: ErrorBody,
  logger: Logger,
): FastifyReply {
  if (body.statusCode >= 500) {
    logger.error(
      {
        err: exception instanceof Error ? exception.stack : String(exception),
        method: request.method,
        url: pathOf(request.url),
      },
      body.message,
    );
  }
  const retryAfter = retryAfterOf(body.code);
  if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
  return reply
    .status(body.statusCode)
    .header('content-type', 'application/json; charset=utf-8')
    .send(body);
}

/** The JSON body an error leaves the gateway as. */
export function errorBodyOf(exception: unknown): ErrorBody {
  const correlationId = currentCorrelationId();
  if (exception instanceof DomainError) {
    const statusCode = statusOf(exception.code);
    return {
      statusCode,
      error: STATUS_CODES[statusCode] ?? 'Error',
      code: exception.code,
      message: exception.message,
      details: exception.details,
      correlationId,
      ...exception.extra,
    };
  }
  const statusCode = statusCodeOf(exception);
  const message =
    frameworkMessageOf(exception) ??
    (exception instanceof HttpException
      ? messageOf(exception)
      : statusCode < 500 && exception instanceof Error
        ? exception.message
        : 'Something went wrong');
  return statusErrorBody(statusCode, message, correlationId);
}

function statusCodeOf(exception: unknown): number {
  if (exception instanceof HttpException) return exception.getStatus();
  // Fastify's own errors (body too large, bad JSON, wrong content type) carry a statusCode.
  const status = (exception as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** Nest's answer to an address no route serves quotes the method and path: not echoed. */
const NO_ROUTE = /^Cannot [A-Z-]+ /;

function messageOf(exception: HttpException): string {
  if (exception instanceof NotFoundException && NO_ROUTE.test(exception.message))
    return 'There is nothing at this address.';
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  return Array.isArray(message)
    ? message.join('; ')
    : typeof message === 'string'
      ? message
      : exception.message;
}
