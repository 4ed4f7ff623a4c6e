import { Body, Query } from '@nestjs/common';
import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { zodIssuesToDetails } from '@fx/contracts';
import { DomainError } from '@fx/service-kit';

/**
 * Validates a body or query with a contracts schema: the parsed value, or every bad field named.
 * Forms a customer fills in (quotes, orders, a chart's range) answer 422 with the first field's own message, the
 * spec's where it has one; anything else answers 400.
 */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(
    /** Read by the API document too (api-docs/api-operations.ts): the route's body or query. */
    readonly schema: S,
    readonly what: 'body' | 'query',
    /** A customer's or staff member's form: 422 rather than 400 (read by the API document too). */
    readonly form = false,
  ) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const details = zodIssuesToDetails(result.error.issues);
    if (this.form) throw new DomainError('UNPROCESSABLE', details[0]!.message, details);
    throw new DomainError('VALIDATION_FAILED', `The request ${this.what} is not valid`, details);
  }
}

export const ZodBody = (schema: z.ZodType): ParameterDecorator => Body(new ZodPipe(schema, 'body'));
/** A customer's form: 422 with each field's own message. */
export const ZodForm = (schema: z.ZodType): ParameterDecorator =>
  Body(new ZodPipe(schema, 'body', true));
export const ZodQuery = (schema: z.ZodType): ParameterDecorator =>
  Query(new ZodPipe(schema, 'query'));
/** A customer's choice in the address (a chart's range): 422 with each field's own message. */
export const ZodFormQuery = (schema: z.ZodType): ParameterDecorator =>
  Query(new ZodPipe(schema, 'query', true));
