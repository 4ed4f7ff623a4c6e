import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorCodeForStatus } from '@fx/contracts';
import type { ErrorBody } from '@fx/contracts';
import { CORRELATION_HEADER } from '@fx/service-kit';
import { apiHeaders } from './security';

/**
 * The longest path parameter the router takes (fastify's default, said here so the API document
 * can declare it): a longer one answers 414 before any route runs.
 */
export const MAX_PARAM_LENGTH = 100;

/**
 * What the framework itself refuses, in words of the product's own: never the request's path,
 * body or content type echoed back (fastify's messages quote them).
 */
const MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address could not be read.',
  FST_ERR_MAX_PARAM_LENGTH: `A part of the address is longer than ${MAX_PARAM_LENGTH} characters.`,
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_INVALID_CONTENT_TYPE:
    'The request body must be JSON (Content-Type: application/json).',
};

/** The product's message for one of fastify's own errors, if it is one. */
export function frameworkMessageOf(exception: unknown): string | undefined {
  const code = (exception as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? MESSAGES[code] : undefined;
}

/** The error body of a status that carries no code of its own. */
export function statusErrorBody(
  statusCode: number,
  message: string,
  correlationId: string | undefined,
): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code: errorCodeForStatus(statusCode),
    message,
    correlationId,
  };
}

/**
 * fastify's `frameworkErrors`: an address it cannot decode (400) or with a parameter over
 * MAX_PARAM_LENGTH (414) is refused before any hook runs, so the security headers and the
 * correlation id are set here.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: Error & { statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const statusCode = error.statusCode ?? 400;
  const correlationId = randomUUID();
  void reply
    .headers(apiHeaders(request.protocol === 'https'))
    .header(CORRELATION_HEADER, correlationId)
    .header('content-type', 'application/json; charset=utf-8')
    .status(statusCode)
    .send(
      statusErrorBody(
        statusCode,
        frameworkMessageOf(error) ?? 'The request could not be read.',
        correlationId,
      ),
    );
};

/**
 * fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (an unknown method, a
 * malformed request line or header), headers too large, or a request too slow to arrive. There is
 * no request to answer, only the socket: the answer is written as raw HTTP, then the connection
 * closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const message =
    statusCode === 408
      ? 'The request took too long to arrive.'
      : statusCode === 431
        ? 'The request headers are too large.'
        : 'The request could not be read.';
  const correlationId = randomUUID();
  const body = JSON.stringify(statusErrorBody(statusCode, message, correlationId));
  const headers = {
    ...apiHeaders('encrypted' in socket && socket.encrypted === true),
    [CORRELATION_HEADER]: correlationId,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join('\r\n')}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
