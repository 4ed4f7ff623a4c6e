import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { AmqpConnection, EventPublisher, HealthService, LOGGER } from '@fx/service-kit';
import { OutboxRepository } from './outbox.repository';
import type { OutboxRow, SendOutcome } from './outbox.repository';
import { OUTBOX_OPTIONS } from './outbox.tokens';
import type { OutboxOptions } from './outbox.tokens';

/** Unsent events older than this make the service report itself unhealthy. */
const STUCK_AFTER_MS = 5 * 60_000;

/**
 * Publishes the outbox to RabbitMQ with publisher confirms, oldest first, and marks each row sent
 * once the broker has confirmed it. It runs after every commit that wrote an event and on a timer,
 * so events written while the broker was unreachable go out as soon as it is back. Delivery is at
 * least once: consumers recognise a repeat by the envelope id.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly publisher: EventPublisher,
    private readonly connection: AmqpConnection,
    private readonly health: HealthService,
    @Inject(OUTBOX_OPTIONS) private readonly options: OutboxOptions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.health.register('outbox', async () => {
      const { unsent, oldestUnsentAt } = await this.outbox.backlog();
      if (oldestUnsentAt && Date.now() - oldestUnsentAt.getTime() > STUCK_AFTER_MS) {
        throw new Error(`${unsent} events unsent since ${oldestUnsentAt.toISOString()}`);
      }
    });
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Sends what is waiting, now or right after the run under way. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => {
        this.logger.warn({ err: (error as Error).message }, 'outbox relay run failed; will retry');
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Sends batches until the outbox is empty or a send fails. */
  private async drain(): Promise<void> {
    while (!this.stopped && this.connection.isConnected()) {
      const { sent, failed } = await this.sendBatch();
      if (failed || sent < this.options.batchSize) return;
    }
  }

  private async sendBatch(): Promise<{ sent: number; failed: boolean }> {
    const outcome = await this.outbox.sendOldest(this.options.batchSize, (rows) =>
      this.publish(rows),
    );
    return { sent: outcome.sent.length, failed: Boolean(outcome.failed) };
  }

  /** Publishes on one channel, so in order; every publish waits for the broker's confirm. */
  private async publish(rows: OutboxRow[]): Promise<SendOutcome> {
    const results = await Promise.allSettled(
      rows.map((row) =>
        this.publisher.publishStored(row.type, row.payload, {
          id: row.eventId,
          occurredAt: row.occurredAt,
          correlationId: row.correlationId,
        }),
      ),
    );
    const sent = rows.filter((_, index) => results[index]!.status === 'fulfilled');
    const failure = results.find((result) => result.status === 'rejected');
    if (!failure) return { sent: sent.map((row) => row.seq) };
    const reason = String((failure.reason as Error | undefined)?.message ?? failure.reason);
    const first = rows[results.indexOf(failure)]!;
    this.logger.warn(
      { unsent: rows.length - sent.length, err: reason },
      'the broker did not confirm some events; they stay in the outbox',
    );
    return { sent: sent.map((row) => row.seq), failed: { seq: first.seq, reason } };
  }
}
