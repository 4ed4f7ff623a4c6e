import { hostname } from 'node:os';
import type { LoggerService } from '@nestjs/common';
import pino from 'pino';
import type { Logger } from 'pino';
import { currentCorrelationId } from '../context/correlation';

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

const PERSONAL_KEYS = ['email', 'phone', 'password', 'authorization', 'idToken', 'token'];
const redactPaths = PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]);

function censor(value: unknown, path: string[]): unknown {
  const key = path[path.length - 1];
  if (typeof value !== 'string') return '[redacted]';
  if (key === 'email') return maskEmail(value);
  if (key === 'phone') return maskPhone(value);
  return '[redacted]';
}

export interface LoggerOptions {
  service: string;
  level?: string;
  /** Where to write; defaults to stdout. Tests pass a stream to read what was logged. */
  destination?: pino.DestinationStream;
}

/**
 * Structured JSON logs: one line per entry with service, instance and the correlation id of the
 * work in progress. Customer e-mail and phone are masked wherever they appear.
 */
export function createLogger(options: LoggerOptions): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: options.service, instance: INSTANCE_ID },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const correlationId = currentCorrelationId();
        return correlationId ? { correlationId } : {};
      },
      redact: { paths: redactPaths, censor },
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
