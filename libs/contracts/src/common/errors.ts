import { z } from 'zod';
import { ERROR_CODES } from '../error-codes';

export const errorDetailSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** Every error response body of the public API. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.array(errorDetailSchema).optional(),
  correlationId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Field-level details from zod issues: "lines.0.amount: must be greater than 0". */
export function zodIssuesToDetails(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ErrorDetail[] {
  return issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
}
