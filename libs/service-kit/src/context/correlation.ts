import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

interface RequestContext {
  correlationId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` with a correlation id that logs, requests and events made inside it carry. */
export function runWithCorrelationId<T>(correlationId: string | undefined, fn: () => T): T {
  return storage.run({ correlationId: correlationId || randomUUID() }, fn);
}

/** The correlation id of the work in progress, if any. */
export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

/** The current correlation id, or a new one for work that starts here (a job, a timer). */
export function correlationIdOrNew(): string {
  return currentCorrelationId() ?? randomUUID();
}

/** Header name used on HTTP requests and AMQP messages. */
export const CORRELATION_HEADER = 'x-correlation-id';
