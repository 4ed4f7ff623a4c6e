import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';

/** An answer worth naming beyond the success and the 400/401/403/404/422/429/503 any call may give. */
export interface OtherAnswer {
  description: string;
  /** Its body; the usual error body when not given. */
  body?: z.ZodType;
}

/**
 * What the API document says of a route that Nest does not already know. Its method, path and
 * success status, its body and query schemas (the zod pipes that validate them) and who may call it
 * (the guard's rules) are read from the route itself.
 */
export interface ApiRouteDoc {
  summary: string;
  /** The success answer's body (none for a stream). */
  response?: z.ZodType;
  errors?: Record<number, OtherAnswer>;
}

export const API_ROUTE = 'fx:api-route';

/** Puts the route in the API document (/api/docs); a test fails for an API route without it. */
export const ApiRoute = (doc: ApiRouteDoc): MethodDecorator => SetMetadata(API_ROUTE, doc);
