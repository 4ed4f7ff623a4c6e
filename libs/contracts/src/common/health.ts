import { z } from 'zod';

export const healthStatusSchema = z.enum(['up', 'down']);

export const dependencyCheckSchema = z.object({
  status: healthStatusSchema,
  latencyMs: z.number().optional(),
  error: z.string().optional(),
});
export type DependencyCheck = z.infer<typeof dependencyCheckSchema>;

/**
 * What one service says of itself and of what it depends on. `degraded`: it serves, but a
 * non-critical check fails (e.g. the rates service's rates are stale); /health/ready answers 200.
 */
export const serviceHealthSchema = z.object({
  service: z.string(),
  status: z.enum(['up', 'degraded', 'down']),
  instance: z.string(),
  uptimeSeconds: z.number(),
  checks: z.record(z.string(), dependencyCheckSchema),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

/** GET /api/v1/health on the gateway. */
export const platformHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.record(z.string(), dependencyCheckSchema),
  services: z.record(z.string(), z.union([serviceHealthSchema, dependencyCheckSchema])),
});
export type PlatformHealth = z.infer<typeof platformHealthSchema>;
