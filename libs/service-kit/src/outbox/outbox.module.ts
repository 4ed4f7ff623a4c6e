import { randomBytes } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { INSTANCE_ID } from '../logging/logger';
import { OutboxRelay } from './outbox-relay';
import { OutboxMetrics } from './outbox.metrics';
import { OutboxRepository } from './outbox.repository';
import { OUTBOX_OPTIONS, OUTBOX_RELAY_ID } from './outbox.tokens';
import type { OutboxOptions } from './outbox.tokens';

/**
 * The transactional outbox of a service that publishes events: its repositories write each event
 * with the change it announces (`OutboxRepository.add` in their transaction), its use cases hand
 * the committed events to the relay (`OutboxRelay.committed`), and the relay publishes them with
 * publisher confirms. Needs DatabaseModule (the table, `<schema>.outbox`, made by the service's
 * migration, `outboxMigration`) and MessagingModule.
 */
@Global()
@Module({})
export class OutboxModule {
  static forRoot(options: OutboxOptions): DynamicModule {
    return {
      module: OutboxModule,
      providers: [
        { provide: OUTBOX_OPTIONS, useValue: options },
        { provide: OUTBOX_RELAY_ID, useValue: `${INSTANCE_ID}-${randomBytes(4).toString('hex')}` },
        OutboxRepository,
        OutboxRelay,
        OutboxMetrics,
      ],
      exports: [OutboxRepository, OutboxRelay],
    };
  }
}

/** The relay's settings from a service's environment (`outboxEnvShape`). */
export function outboxOptions(
  schema: string,
  env: { OUTBOX_POLL_MS: number; OUTBOX_BATCH_SIZE: number; OUTBOX_KEEP_DAYS?: number },
): OutboxOptions {
  return {
    schema,
    pollMs: env.OUTBOX_POLL_MS,
    batchSize: env.OUTBOX_BATCH_SIZE,
    keepDays: env.OUTBOX_KEEP_DAYS ?? 30,
  };
}
