import { hostname } from 'node:os';
import type { LoggerService } from '@nestjs/common';
import pino from 'pino';
import type { Logger } from 'pino';
import { currentCorrelationId } from '../context/correlation';
import { currentTraceId } from '../tracing/spans';

export type { Logger } from 'pino';

export const INSTANCE_ID = `${hostname()}-${process.pid}`;

/** Keeps the first letter and the domain: "jane@example.com" becomes "j***@example.com". */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${value[0] ?? ''}***${value.slice(at)}`;
}

/** Keeps the last three digits of a phone number. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length <= 3 ? '***' : `***${digits.slice(-3)}`;
}

const PERSONAL_KEYS = new Set(['email', 'phone', 'password', 'authorization', 'idToken', 'token']);
/**
 * Error text written by another system can quote a customer's address: an SMTP server's refusal
 * ("450 <jane@example.com>: Recipient address rejected") or a driver's message. Addresses in it
 * are masked like an `email` value; errors are rare, so the scan costs the busy lines nothing.
 */
const FREE_TEXT_KEYS = new Set(['err']);
const EMAIL_IN_TEXT = /[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

function maskEmailsIn(text: string): string {
  return text.includes('@') ? text.replace(EMAIL_IN_TEXT, maskEmail) : text;
}

/** How deep inside a log entry personal values are looked for, e.g. {order: {customer: {email}}}. */
const MASK_DEPTH = 4;

function masked(key: string, value: unknown): unknown {
  if (typeof value !== 'string') return '[redacted]';
  if (key === 'email') return maskEmail(value);
  if (key === 'phone') return maskPhone(value);
  return '[redacted]';
}

/**
 * A copy of a log entry with every personal value masked, down to MASK_DEPTH levels; objects with
 * nothing to mask are kept as they are. (pino's own wildcard redaction did the same at four times
 * the cost of writing the line.)
 */
export function maskPersonal(entry: Record<string, unknown>, depth = 1): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in entry) {
    const value = entry[key];
    let replacement = value;
    if (PERSONAL_KEYS.has(key)) replacement = masked(key, value);
    else if (FREE_TEXT_KEYS.has(key) && typeof value === 'string')
      replacement = maskEmailsIn(value);
    else if (depth < MASK_DEPTH && value !== null && typeof value === 'object') {
      replacement = Array.isArray(value)
        ? value.map((item: unknown) =>
            item !== null && typeof item === 'object' && !Array.isArray(item)
              ? maskPersonal(item as Record<string, unknown>, depth + 1)
              : item,
          )
        : value instanceof Error
          ? value
          : maskPersonal(value as Record<string, unknown>, depth + 1);
    }
    if (replacement !== value) {
      copy ??= { ...entry };
      copy[key] = replacement;
    }
  }
  return copy ?? entry;
}

export interface LoggerOptions {
  service: string;
  level?: string;
  /** Where to write; defaults to stdout. Tests pass a stream to read what was logged. */
  destination?: pino.DestinationStream;
}

/**
 * Structured JSON logs: one line per entry with service, instance and the correlation id of the
 * work in progress (and its `trace_id` when tracing is on). Customer e-mail and phone are masked
 * wherever they appear.
 */
export function createLogger(options: LoggerOptions): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: options.service, instance: INSTANCE_ID },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: (entry) => maskPersonal(entry) },
      mixin: () => {
        const correlationId = currentCorrelationId();
        // Only while tracing is on and a span is active: the id to look the trace up by.
        const traceId = currentTraceId();
        if (!traceId) return correlationId ? { correlationId } : {};
        return correlationId ? { correlationId, trace_id: traceId } : { trace_id: traceId };
      },
    },
    options.destination ?? pino.destination({ sync: false }),
  );
}

/** Lets Nest's own messages go through the same JSON logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
