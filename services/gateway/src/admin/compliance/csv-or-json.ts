import { Body } from '@nestjs/common';
import { SANCTIONS_LIST_MAX_CHARS } from '@fx/contracts';
import { z } from 'zod';
import { ZodPipe } from '../../http/zod-body';

/** POST /admin/compliance/sanctions-list/import: the list file, as JSON { csv } or text/csv. */
export const sanctionsImportSchema = z
  .object({
    csv: z
      .string({ error: 'Attach the sanctions list file (CSV)' })
      .min(1, 'Attach the sanctions list file (CSV)')
      .max(SANCTIONS_LIST_MAX_CHARS, 'must be at most 32 MB'),
  })
  .strict();
export type SanctionsImport = z.infer<typeof sanctionsImportSchema>;

/** A form (422) whose body may be the file itself: a text/csv body becomes { csv }. */
class CsvOrJsonPipe extends ZodPipe<typeof sanctionsImportSchema> {
  constructor() {
    super(sanctionsImportSchema, 'body', true);
  }

  override transform(value: unknown): SanctionsImport {
    return super.transform(typeof value === 'string' ? { csv: value } : value);
  }
}

export const CsvOrJsonBody = (): ParameterDecorator => Body(new CsvOrJsonPipe());
