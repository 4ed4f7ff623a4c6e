import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';
import type { ErrorCode } from '@fx/contracts';

/** An answer whose body is not the usual error body (a fresh quote, a health report). */
export interface OtherAnswer {
  description: string;
  body: z.ZodType;
  /** Headers it carries beside the usual ones (OpenAPI header objects). */
  headers?: Record<string, unknown>;
}

/**
 * What the API document says of a route that Nest does not already know. Its method, path and
 * success status, its body and query schemas (the zod pipes that validate them), who may call it
 * (the guard's rules), its rate limit, and the errors those imply (api-answers.ts) are read from
 * the route itself.
 */
export interface ApiRouteDoc {
  summary: string;
  /** The success answer's body (none for a stream). */
  response?: z.ZodType;
  /**
   * The domain's refusals the route may answer, each with when: its status is the code's
   * (http/error-status.ts). A route served through another service answers 503 too.
   */
  raises?: Partial<Record<ErrorCode, string>>;
  /** Path parameters the route checks itself (JSON Schema); others are strings of up to 100. */
  pathParams?: Record<string, Record<string, unknown>>;
  /**
   * A download (Content-Disposition: attachment): of this content type, or of the JSON `response`
   * when none is given.
   */
  file?: { contentType?: string };
  /** A body that may be sent as this content type too (a CSV upload), read as text. */
  alsoAccepts?: string;
  /** Answers with a body of their own, by status. */
  answers?: Record<number, OtherAnswer>;
}

export const API_ROUTE = 'fx:api-route';

/** Puts the route in the API document (/api/docs); a test fails for an API route without it. */
export const ApiRoute = (doc: ApiRouteDoc): MethodDecorator => SetMetadata(API_ROUTE, doc);
