import { z } from 'zod';

/**
 * The names of the variables an env schema reads: the keys of its object, through the
 * refinements and transforms around it (`z.object({...}).superRefine(...).transform(...)`).
 * docs/configuration.md is checked against them (see testing/documented-configuration.ts).
 */
export function envVariables(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodPipe) return envVariables(schema.in as z.ZodType);
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape).sort();
  throw new Error(`not an env schema (a zod object, refined or transformed): ${schema.type}`);
}
