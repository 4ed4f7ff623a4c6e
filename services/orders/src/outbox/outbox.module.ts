import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { OutboxRelay } from './outbox-relay';
import { OutboxMetrics } from './outbox.metrics';
import { OutboxRepository } from './outbox.repository';
import { OUTBOX_OPTIONS } from './outbox.tokens';
import type { OutboxOptions } from './outbox.tokens';

@Module({})
export class OutboxModule {
  static register(options: OutboxOptions): DynamicModule {
    return {
      module: OutboxModule,
      providers: [
        { provide: OUTBOX_OPTIONS, useValue: options },
        OutboxRepository,
        OutboxRelay,
        OutboxMetrics,
      ],
      exports: [OutboxRepository, OutboxRelay],
    };
  }
}
