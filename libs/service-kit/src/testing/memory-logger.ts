import { Writable } from 'node:stream';
import { createLogger } from '../logging/logger';
import type { Logger } from '../logging/logger';

/** A logger that keeps its JSON lines in memory, for tests that read what was logged. */
export function memoryLogger(service = 'test'): {
  logger: Logger;
  lines: () => Record<string, unknown>[];
} {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString('utf8'));
      callback();
    },
  });
  const logger = createLogger({ service, level: 'debug', destination });
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines };
}
