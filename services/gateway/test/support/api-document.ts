import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  paths: Record<string, Record<string, Json>>;
  components: Record<string, Record<string, Json>>;
}

/** An HTTP answer as inject or fetch gives it. */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export interface DocumentedOperation {
  operationId: string;
  method: string;
  /** As the document writes it: /api/v1/orders/{orderNumber}. */
  path: string;
  operation: Json;
}

const pointer = (...segments: string[]) =>
  segments
    .map((segment) => encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1')))
    .join('/');

/**
 * The API document as a validator (Ajv's JSON Schema 2020-12 build, the dialect of OpenAPI 3.1):
 * checks an answer's status, headers and body against what the document declares for its
 * operation, and keeps count of what was driven, so a test can say what was never tried.
 */
export class ApiDocumentChecker {
  private readonly ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  readonly operations: DocumentedOperation[];
  /** `operationId status` of each answer that matched a declared response. */
  readonly driven = new Set<string>();
  /** `operationId status header` of each declared header an answer carried. */
  readonly headersSeen = new Set<string>();
  /** What the gateway answered that the document does not say. */
  readonly undeclared: string[] = [];
  /** What the gateway answered otherwise than the document says. */
  readonly problems: string[] = [];

  constructor(readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addFormat('int32', true);
    this.ajv.addFormat('int64', true);
    this.ajv.addSchema(document, 'doc');
    this.operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        operationId: operation.operationId as string,
        method: method.toUpperCase(),
        path,
        operation,
      })),
    );
  }

  operation(operationId: string): DocumentedOperation {
    const found = this.operations.find((operation) => operation.operationId === operationId);
    if (!found) throw new Error(`No operation ${operationId} in the document`);
    return found;
  }

  /** What a $ref points at (the value itself when it is none). */
  resolve<T = Json>(value: unknown): T {
    const ref = (value as { $ref?: string } | null)?.$ref;
    if (!ref) return value as T;
    const [, kind, name] = /^#\/components\/(\w+)\/(\w+)$/.exec(ref) ?? [];
    return this.resolve(this.document.components[kind!]![name!]);
  }

  private validator(at: string): ValidateFunction {
    let validate = this.validators.get(at);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `doc#/${at}` });
      this.validators.set(at, validate);
    }
    return validate;
  }

  private invalid(at: string, value: unknown): string | undefined {
    const validate = this.validator(at);
    return validate(value) ? undefined : this.ajv.errorsText(validate.errors);
  }

  /** Checks an answer of `operationId` against the document; `why` names the case in reports. */
  check(operationId: string, answer: Answer, why: string): void {
    const { path, method, operation } = this.operation(operationId);
    const status = String(answer.statusCode);
    const where = `${method} ${path} -> ${status} (${why})`;
    const responses = operation.responses as Record<string, Json>;
    const declared = responses[status];
    if (!declared) {
      this.undeclared.push(`${where}: ${answer.body.slice(0, 300)}`);
      return;
    }
    this.driven.add(`${operationId} ${status}`);
    for (const [name, header] of Object.entries((declared.headers ?? {}) as Record<string, Json>)) {
      const resolved = this.resolve<{ required?: boolean; schema: Json }>(header);
      const value = answer.headers[name.toLowerCase()];
      if (value === undefined) {
        if (resolved.required) this.problems.push(`${where}: no ${name} header`);
        continue;
      }
      this.headersSeen.add(`${operationId} ${status} ${name}`);
      const text = String(value);
      const typed =
        resolved.schema.type === 'integer' && /^-?\d+$/.test(text) ? Number(text) : text;
      const ref = (header as { $ref?: string }).$ref;
      const at = ref
        ? `${ref.slice(2)}/schema`
        : pointer(
            'paths',
            path,
            method.toLowerCase(),
            'responses',
            status,
            'headers',
            name,
            'schema',
          );
      const error = this.invalid(at, typed);
      if (error) this.problems.push(`${where}: header ${name}: ${text}: ${error}`);
    }
    const content = declared.content as Record<string, Json> | undefined;
    if (!content) {
      if (answer.body !== '') this.problems.push(`${where}: a body where none is declared`);
      return;
    }
    const type = String(answer.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    if (!content[type]) {
      this.problems.push(
        `${where}: content-type ${type}, declared ${Object.keys(content).join(', ')}`,
      );
      return;
    }
    if (type !== 'application/json') return;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      this.problems.push(`${where}: not JSON: ${answer.body.slice(0, 200)}`);
      return;
    }
    const at = pointer(
      'paths',
      path,
      method.toLowerCase(),
      'responses',
      status,
      'content',
      type,
      'schema',
    );
    const error = this.invalid(at, body);
    if (error) this.problems.push(`${where}: ${error}: ${answer.body.slice(0, 300)}`);
  }

  /** Every error status an operation declares, as `operationId status`. */
  declaredErrors(): string[] {
    return this.operations.flatMap(({ operationId, operation }) =>
      Object.keys(operation.responses as Json)
        .filter((status) => Number(status) >= 400)
        .map((status) => `${operationId} ${status}`),
    );
  }

  /** Every declared header of an answer that was driven, as `operationId status header`. */
  declaredHeadersOfDriven(): string[] {
    return this.operations.flatMap(({ operationId, operation }) =>
      Object.entries(operation.responses as Record<string, Json>)
        .filter(([status]) => this.driven.has(`${operationId} ${status}`))
        .flatMap(([status, response]) =>
          Object.keys((response.headers ?? {}) as Json).map(
            (name) => `${operationId} ${status} ${name}`,
          ),
        ),
    );
  }
}
