import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../core/tokens';
import { HealthService } from '../health/health.service';
import { AmqpConnection } from '../messaging/amqp-connection';
import { EventPublisher } from '../messaging/event-bus';
import { withTraceparent } from '../tracing/spans';
import type { OutboxEntry } from './outbox-entry';
import { OutboxRepository } from './outbox.repository';
import type { OutboxRow, SendOutcome } from './outbox.repository';
import { OUTBOX_OPTIONS } from './outbox.tokens';
import type { OutboxOptions } from './outbox.tokens';

/** Unsent events older than this make the service report itself unhealthy. */
const STUCK_AFTER_MS = 5 * 60_000;

/**
 * The sweep leaves events younger than this to the relay that wrote them (always for another
 * process's events, and for its own ones without a backlog): one just committed may not have been
 * handed over yet, or may be on its way to the broker, and would go out twice.
 */
const HANDED_OVER_WITHIN_MS = 10_000;

/** How often a relay deletes published events past OUTBOX_KEEP_DAYS (and once at start). */
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Publishes the outbox to RabbitMQ with publisher confirms. Delivery is at least once: consumers
 * recognise a repeat by the envelope id.
 *
 * An event whose change has just committed is handed over (`committed`) and published from
 * memory at once, without reading it back; the broker's confirms are noted and the rows marked
 * sent together, one UPDATE each poll (or batch). A sweep, each poll, sends what is still unsent,
 * oldest first: events of a process that stopped before publishing or marking them (sent again:
 * at least once), and every event while the broker is unreachable or refusing. After a failed
 * publish the relay sends only by sweeping until the outbox is empty again, so events still go out
 * in the order they were written. Each event is published inside the trace of the work that wrote
 * it.
 *
 * Several instances of a service each run a relay over the same table: a sweep locks the rows it
 * sends (`FOR UPDATE SKIP LOCKED`) and marks them in the same transaction, and leaves another
 * process's events of the last seconds to that process, so each event goes out once while every
 * relay and the broker are up. An event a stopped process never published is sent by the next
 * relay that sweeps (its own restart, or another instance) once it is a few seconds old.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  /** Committed events to publish from memory, oldest first. */
  private waiting: OutboxEntry[] = [];
  /** Events the broker confirmed whose rows are not marked sent yet. */
  private confirmed = new Set<string>();
  /** True until a sweep finds the outbox empty: then events are sent only by sweeping. */
  private backlog = true;
  private sweepDue = true;
  /** Events a sweep sent, by when: a hand-over of one of them (late) is not sent again. */
  private swept = new Map<string, number>();
  /** When published events past their keeping were last deleted (0: not yet). */
  private prunedAt = 0;

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
    this.timer = setInterval(() => {
      this.sweepDue = true;
      this.kick();
    }, this.options.pollMs);
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    // What is not marked now is sent again by the next sweep: at least once.
    await this.markConfirmed().catch(() => undefined);
  }

  /**
   * Events whose rows have committed, in the order written: published now, or by the sweep while
   * there is a backlog.
   */
  committed(...entries: OutboxEntry[]): void {
    const fresh = entries.filter((entry) => !this.swept.has(entry.eventId));
    if (fresh.length === 0) return;
    if (this.backlog || !this.connection.isConnected()) {
      this.backlog = true;
      this.sweepDue = true;
    } else {
      this.waiting.push(...fresh);
    }
    this.kick();
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
        this.sweepDue = true;
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

  /** Publishes what waits in memory, then, when a poll is due, marks and sweeps. */
  private async drain(): Promise<void> {
    while (!this.stopped && this.connection.isConnected()) {
      if (this.waiting.length > 0) {
        await this.publishWaiting();
      } else if (this.sweepDue || this.confirmed.size >= this.options.batchSize) {
        await this.markConfirmed();
        if (!this.sweepDue) continue;
        this.sweepDue = false;
        const { sent, failed } = await this.sendBatch();
        await this.prunePublished();
        if (failed) return;
        if (sent < this.options.batchSize) this.backlog = false;
        else this.sweepDue = true;
      } else {
        return;
      }
    }
  }

  private async publishWaiting(): Promise<void> {
    const entries = this.waiting;
    this.waiting = [];
    const { confirmed, failure } = await this.publishAll(entries, (entry) =>
      withTraceparent(entry.traceparent, () =>
        this.publisher.publishChecked(entry.type, entry.payload, {
          id: entry.eventId,
          occurredAt: entry.occurredAt,
          correlationId: entry.correlationId,
        }),
      ),
    );
    for (const entry of confirmed) this.confirmed.add(entry.eventId);
    if (failure) {
      // The unconfirmed rows stay unsent: the sweep sends them, and all after them, in order.
      this.backlog = true;
      this.sweepDue = true;
      this.waiting = [];
    }
  }

  private async markConfirmed(): Promise<void> {
    if (this.confirmed.size === 0) return;
    const ids = [...this.confirmed];
    await this.outbox.markSentByEventId(ids);
    for (const id of ids) this.confirmed.delete(id);
  }

  /** Deletes published events past OUTBOX_KEEP_DAYS, once an hour, as part of the sweep. */
  private async prunePublished(): Promise<void> {
    if (Date.now() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = Date.now();
    const deleted = await this.outbox.deletePublished(this.options.keepDays ?? 30);
    if (deleted > 0) this.logger.info({ deleted }, 'deleted published events past their keeping');
  }

  private async sendBatch(): Promise<{ sent: number; failed: boolean }> {
    const ages = {
      ownMinAgeMs: this.backlog ? 0 : HANDED_OVER_WITHIN_MS,
      othersMinAgeMs: HANDED_OVER_WITHIN_MS,
    };
    this.forgetSwept();
    const outcome = await this.outbox.sendOldest(this.options.batchSize, ages, (rows) =>
      this.publish(rows),
    );
    return { sent: outcome.sent.length, failed: Boolean(outcome.failed) };
  }

  /** An event is handed over just after its commit: past a while, a sweep's sends are forgotten. */
  private forgetSwept(): void {
    const before = Date.now() - 6 * HANDED_OVER_WITHIN_MS;
    for (const [eventId, at] of this.swept) if (at < before) this.swept.delete(eventId);
  }

  /**
   * Publishes a sweep's rows on one channel, so in order; every publish waits for the broker's
   * confirm. A row whose event was handed over meanwhile is sent here, in its place, instead.
   * (Rows the broker confirmed were marked just before the sweep.)
   */
  private async publish(rows: OutboxRow[]): Promise<SendOutcome> {
    const ids = new Set(rows.map((row) => row.eventId));
    this.waiting = this.waiting.filter((entry) => !ids.has(entry.eventId));
    const { confirmed, failure } = await this.publishAll(rows, (row) =>
      withTraceparent(row.traceparent, () =>
        this.publisher.publishStored(row.type, row.payload, {
          id: row.eventId,
          occurredAt: row.occurredAt,
          correlationId: row.correlationId,
        }),
      ),
    );
    const now = Date.now();
    for (const row of confirmed) this.swept.set(row.eventId, now);
    const sent = confirmed.map((row) => row.seq);
    return failure ? { sent, failed: { seq: failure.item.seq, reason: failure.reason } } : { sent };
  }

  /**
   * Publishes every event on the one confirm channel, so in order, and waits for the broker's
   * confirms: those it confirmed, and the first it did not, with why.
   */
  private async publishAll<T>(
    items: T[],
    publish: (item: T) => Promise<unknown>,
  ): Promise<{ confirmed: T[]; failure?: { item: T; reason: string } }> {
    const results = await Promise.allSettled(items.map(publish));
    const confirmed = items.filter((_, index) => results[index]!.status === 'fulfilled');
    const index = results.findIndex((result) => result.status === 'rejected');
    if (index < 0) return { confirmed };
    const error = (results[index] as PromiseRejectedResult).reason as Error | undefined;
    const reason = String(error?.message ?? error);
    this.logger.warn(
      { unsent: items.length - confirmed.length, err: reason },
      'the broker did not confirm some events; they stay in the outbox',
    );
    return { confirmed, failure: { item: items[index]!, reason } };
  }
}
