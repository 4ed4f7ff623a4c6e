import autocannon from 'autocannon';
import type { Options, Request, Result } from 'autocannon';

/** What one load run measured, in the units the report prints. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Answers that were not the status the scenario expects (e.g. 304, 201). */
  unexpected: number;
  total: number;
  durationS: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationS: number;
  /** Caps the offered load (requests per second across all connections). */
  overallRate?: number;
  requests?: Request[];
  method?: Options['method'];
  headers?: Record<string, string>;
  body?: string;
  expectStatus?: number;
}

/** Drives one scenario with autocannon and reduces the result to the figures the report needs. */
export async function load(options: LoadOptions): Promise<LoadFigures> {
  const expect = options.expectStatus ?? 200;
  let unexpected = 0;
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationS,
        ...(options.overallRate ? { overallRate: options.overallRate } : {}),
        ...(options.method ? { method: options.method } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.body ? { body: options.body } : {}),
        ...(options.requests ? { requests: options.requests } : {}),
        timeout: 10,
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode) => {
      if (statusCode !== expect) unexpected += 1;
    });
  });
  return figures(result, unexpected);
}

function figures(result: Result, unexpected: number): LoadFigures {
  const total = result.requests.total;
  return {
    requestsPerSecond: round(total / (result.duration || 1)),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    unexpected,
    total,
    durationS: round(result.duration),
  };
}

export const round = (value: number, digits = 1): number =>
  Math.round(value * 10 ** digits) / 10 ** digits;

/** The value at percentile p (0-100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}
