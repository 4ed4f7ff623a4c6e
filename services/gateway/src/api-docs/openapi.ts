import { z } from 'zod';
import { errorBodySchema } from '@fx/contracts';
import type { ApiOperation } from './api-operations';

type JsonSchema = Record<string, unknown>;

/** A contracts schema as JSON Schema (2020-12, which OpenAPI 3.1 uses): what a client sends, or gets. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** Who may call, as OpenAPI says it: a Firebase ID token for signed-in and admin calls. */
function security(operation: ApiOperation) {
  return operation.access === 'anyone' ? [] : [{ firebase: [] }];
}

function parameters(operation: ApiOperation) {
  const inPath = [...operation.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = operation.query ? jsonSchema(operation.query, 'input') : null;
  const properties = (query?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query?.required ?? []) as string[]);
  const inQuery = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

function responses(operation: ApiOperation) {
  const error = {
    description: 'An error: status, message and the fields at fault',
    content: json(jsonSchema(errorBodySchema, 'output')),
  };
  const answers: Record<string, unknown> = {
    [operation.status]: {
      description: operation.stream ? 'A text/event-stream' : 'Success',
      ...(operation.response ? { content: json(jsonSchema(operation.response, 'output')) } : {}),
    },
    '400': error,
    '422': error,
    '429': error,
    '503': error,
  };
  if (operation.access !== 'anyone') answers['401'] = error;
  if (operation.access === 'admin') answers['403'] = error;
  for (const [status, { description, body }] of Object.entries(operation.errors ?? {}))
    answers[status] = {
      description,
      content: json(body ? jsonSchema(body, 'output') : error.content['application/json'].schema),
    };
  return answers;
}

/** The OpenAPI 3.1 document of the public API, built from the contracts schemas. */
export function openApiDocument(operations: ApiOperation[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const path = operation.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][operation.method.toLowerCase()] = {
      summary: operation.summary,
      tags: [operation.access],
      security: security(operation),
      parameters: parameters(operation),
      ...(operation.body
        ? { requestBody: { required: true, content: json(jsonSchema(operation.body, 'input')) } }
        : {}),
      responses: responses(operation),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Highstreet FX API',
      version: '1',
      description:
        'Rates, quotes and orders for the public site, the customer account and the staff dashboard. Amounts and rates are decimal strings. Errors are JSON { statusCode, error, message, details? }.',
    },
    components: {
      securitySchemes: {
        firebase: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
      },
    },
    paths,
  };
}
