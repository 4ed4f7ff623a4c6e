import { STATUS_CODES } from 'node:http';
import type { z } from 'zod';
import * as contracts from '@fx/contracts';
import { ACCESS_GATE_HEADER, errorBodySchema } from '@fx/contracts';
import { MAX_PARAM_LENGTH } from '../http/framework-errors';
import { errorsOf, pathParamsOf } from './api-answers';
import type { ApiError } from './api-answers';
import type { ApiOperation } from './api-operations';
import { componentSchemas } from './component-schemas';
import type { JsonSchema } from './component-schemas';
import { HEADERS, PARAMETERS, TAGS } from './shared-components';

/** A file's text, as a download or an upload (at most the CSV body limit). */
const FILE_SCHEMA = { type: 'string', maxLength: 41_943_040 };
const ATTACHMENT = {
  description: 'attachment; filename="..." : the answer is a file to save',
  required: true,
  schema: { type: 'string', maxLength: 200 },
};
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** Who may call, as OpenAPI says it: a Firebase ID token for signed-in and admin calls. */
function security(operation: ApiOperation) {
  if (operation.access === 'admin') return [{ staff: [], accessGate: [] }, { staff: [] }];
  return operation.access === 'anyone' ? [] : [{ firebase: [] }];
}

function parameters(operation: ApiOperation, query: JsonSchema | undefined) {
  const inPath = pathParamsOf(operation.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: operation.uuidParams.includes(name)
      ? { type: 'string', format: 'uuid', maxLength: 36 }
      : (operation.pathParams?.[name] ?? { type: 'string', maxLength: MAX_PARAM_LENGTH }),
  }));
  const properties = (query?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query?.required ?? []) as string[]);
  const inQuery = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  const headers = [
    ...(operation.operationId === 'ordersPlace' ? [ref('parameters', 'IdempotencyKey')] : []),
    ...(operation.operationId === 'currenciesTable' ? [ref('parameters', 'IfNoneMatch')] : []),
  ];
  return [...inPath, ...inQuery, ...headers];
}

/** The headers an answer of this status carries. */
function headersOf(operation: ApiOperation, status: number, codes: string[]) {
  const headers: Record<string, unknown> = { 'X-Correlation-Id': ref('headers', 'CorrelationId') };
  // The limit is counted as the request arrives, so every answer after that carries it; a 414 is
  // refused by the router before.
  if (operation.rateLimit && status < 500 && status !== 414) {
    // An address whose parameter cannot be decoded is refused by the router too: a 400 may come
    // without them.
    const always = !(status === 400 && pathParamsOf(operation.path).length > 0);
    for (const [name, component] of [
      ['X-RateLimit-Limit', 'RateLimitLimit'],
      ['X-RateLimit-Remaining', 'RateLimitRemaining'],
      ['X-RateLimit-Reset', 'RateLimitReset'],
    ] as const)
      headers[name] = always
        ? ref('headers', component)
        : { ...HEADERS[component], required: false };
  }
  if (status === 429) headers['Retry-After'] = ref('headers', 'RetryAfter');
  else if (codes.includes('RATES_STALE'))
    headers['Retry-After'] = ref('headers', 'RetryAfterWhenStale');
  return headers;
}

/** One error status's body: the error body, its status and the codes it may carry. */
function errorSchema(status: number, errors: ApiError[]): JsonSchema {
  return {
    allOf: [
      ref('schemas', 'ErrorBody'),
      {
        type: 'object',
        properties: {
          statusCode: { const: status },
          code: { enum: [...new Set(errors.map((error) => error.code))] },
        },
      },
    ],
  };
}

function responses(
  operation: ApiOperation,
  schemaOf: (schema: z.ZodType, io: 'input' | 'output') => JsonSchema,
) {
  const answers: Record<string, unknown> = {
    [operation.status]: {
      description: operation.stream ? 'A text/event-stream' : 'Success',
      headers: {
        ...headersOf(operation, operation.status, []),
        ...(operation.file ? { 'Content-Disposition': ATTACHMENT } : {}),
      },
      ...(operation.stream
        ? { content: { 'text/event-stream': { schema: { type: 'string', maxLength: 100_000 } } } }
        : operation.file?.contentType
          ? { content: { [operation.file.contentType]: { schema: FILE_SCHEMA } } }
          : operation.response
            ? { content: json(schemaOf(operation.response, 'output')) }
            : {}),
    },
  };
  if (operation.operationId === 'currenciesTable') {
    (answers['200'] as { headers: Record<string, unknown> }).headers.ETag = ref('headers', 'ETag');
    answers['304'] = {
      description: 'Not Modified: the client has this version (If-None-Match)',
      headers: {
        ...headersOf(operation, 304, []),
        ETag: ref('headers', 'ETag'),
      },
    };
  }
  const byStatus = new Map<number, ApiError[]>();
  for (const error of errorsOf(operation))
    byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error]);
  const statuses = new Set([
    ...byStatus.keys(),
    ...Object.keys(operation.answers ?? {}).map(Number),
  ]);
  for (const status of [...statuses].sort()) {
    const errors = byStatus.get(status) ?? [];
    const other = operation.answers?.[status];
    const whens = [
      ...(other ? [other.description] : []),
      ...errors.map((error) => `${error.when} (${error.code})`),
    ];
    const bodies = [
      ...(other ? [schemaOf(other.body, 'output')] : []),
      ...(errors.length > 0 ? [errorSchema(status, errors)] : []),
    ];
    answers[status] = {
      description: `${STATUS_CODES[status]}: ${whens.join('; ')}`,
      headers: {
        ...headersOf(
          operation,
          status,
          errors.map((error) => error.code),
        ),
        ...(other?.headers ?? {}),
      },
      content: json(bodies.length === 1 ? bodies[0]! : { oneOf: bodies }),
    };
  }
  return answers;
}

const FIREBASE_JWT =
  'a JWT signed by Google (RS256), verified with its published keys and checked for audience, issuer and expiry, as RFC8725 advises';

export interface DocumentOptions {
  /** The deployment's public origin (SITE_URL, or the one the document was asked at). */
  origin: string;
}

/**
 * The OpenAPI 3.1 document of the public API, built from the routes and the contracts' schemas:
 * every schema a route names is a component, referred to by $ref.
 */
export function openApiDocument(
  operations: ApiOperation[],
  { origin }: DocumentOptions,
): Record<string, unknown> {
  const schemas = componentSchemas(contracts, { ErrorBody: errorBodySchema });
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const name = operation.operationId[0]!.toUpperCase() + operation.operationId.slice(1);
    const schemaOf = (schema: z.ZodType, io: 'input' | 'output', suffix = 'Response') =>
      schemas.refTo(schema, io, `${name}${suffix}`);
    const path = operation.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][operation.method.toLowerCase()] = {
      operationId: operation.operationId,
      summary: operation.summary,
      tags: [operation.tag],
      'x-access': operation.access,
      security: security(operation),
      parameters: parameters(
        operation,
        operation.query ? schemas.inline(operation.query, 'input') : undefined,
      ),
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: {
                ...json(schemaOf(operation.body, 'input', 'Request')),
                ...(operation.alsoAccepts
                  ? { [operation.alsoAccepts]: { schema: FILE_SCHEMA } }
                  : {}),
              },
            },
          }
        : {}),
      responses: responses(operation, schemaOf),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Highstreet FX API',
      version: '1',
      description:
        'Rates, quotes and orders for the public site, the customer account and the staff dashboard. Amounts and rates are decimal strings. Errors are JSON { statusCode, error, code, message, details?, correlationId? }; each answer names the codes it may carry.',
      contact: { name: 'Highstreet FX', url: `${origin}/contact` },
      license: { name: 'Proprietary: the terms of the site', url: `${origin}/termsCoditition` },
    },
    servers: [
      {
        url: origin,
        'x-internal': false,
        description: 'This deployment (production, or the environment the document was served by)',
      },
    ],
    tags: Object.entries(TAGS).map(([tag, description]) => ({ name: tag, description })),
    paths,
    components: {
      schemas: schemas.components(paths),
      headers: HEADERS,
      parameters: PARAMETERS,
      securitySchemes: {
        firebase: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: `A Firebase ID token: ${FIREBASE_JWT}`,
        },
        staff: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: `The Firebase ID token of a member of staff (role admin, decided by the identity service): ${FIREBASE_JWT}`,
        },
        accessGate: {
          type: 'apiKey',
          in: 'header',
          name: ACCESS_GATE_HEADER,
          description:
            'The staff gate token (POST /api/v1/access-gate, short-lived, HMAC-signed): every staff call needs it as well while the gate is on (ACCESS_GATE_USERNAME set)',
        },
      },
    },
  };
}
