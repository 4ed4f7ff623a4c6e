import { ParseUUIDPipe } from '@nestjs/common';
import { z } from 'zod';

/** A case's, hold's or report's id in the address: a UUID, else 400. */
export const complianceId = new ParseUUIDPipe({ errorHttpStatusCode: 400 });

/** ?status= of the officer's lists: open (the default) or closed. */
export const complianceListQuerySchema = z
  .object({
    status: z.enum(['open', 'closed'], { error: 'must be open or closed' }).default('open'),
  })
  .strict();
export type ComplianceListQuery = z.infer<typeof complianceListQuerySchema>;

/** ?page= of the audit log. */
export const auditQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: 'must be a whole number from 1 to 10000' })
      .int('must be a whole number from 1 to 10000')
      .min(1, 'must be a whole number from 1 to 10000')
      .max(10_000, 'must be a whole number from 1 to 10000')
      .default(1),
    pageSize: z.coerce
      .number({ error: 'must be a whole number from 1 to 200' })
      .int('must be a whole number from 1 to 200')
      .min(1, 'must be a whole number from 1 to 200')
      .max(200, 'must be a whole number from 1 to 200')
      .default(50),
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuerySchema>;
