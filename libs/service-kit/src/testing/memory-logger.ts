import { Writable } from 'node:stream';
import { createLogger } from '../logging/logger';
import type { Logger } from '../logging/logger';

/**
 * A logger that keeps its JSON lines in memory, for tests that read what was logged; at debug
 * level unless a test needs to see what a deployment (at info) would log.
 */
export function memoryLogger(
  service = 'test',
  level = 'debug',
): {
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
  const logger = createLogger({ service, level, destination });
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines };
}
