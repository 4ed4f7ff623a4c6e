import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { Clock, IntervalJobs, LOGGER, withAdvisoryLock } from '@fx/service-kit';
import { PAYMENTS_SETTINGS } from './payments.tokens';
import type { PaymentsSettings } from './payments.tokens';
import { ReconcilePaymentsCommand } from './reconcile-payments/reconcile-payments.command';
import { ReconciliationRepository } from './reconcile-payments/reconciliation.repository';
import { RefundPaymentCommand } from './refund-payment/refund-payment.command';
import { RefundsRepository } from './refunds.repository';

/** How long a claimed retry is left to its instance before another may take it. */
const RETRY_LEASE_SECONDS = 300;
const RECONCILE_LOCK = 'payments.reconcile';

/**
 * The service's two timers (no Redis in this service, so no BullMQ): failed refunds tried again
 * when due (each claimed in Postgres, so however many instances run, one tries it), and the
 * reconciliation every RECONCILE_EVERY_MINUTES (one instance at a time, under an advisory lock,
 * and not again before its interval since the last run, whoever ran it).
 */
@Injectable()
export class PaymentsSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly jobs: IntervalJobs;

  constructor(
    private readonly commands: CommandBus,
    private readonly refunds: RefundsRepository,
    private readonly reconciliation: ReconciliationRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(PAYMENTS_SETTINGS) private readonly settings: PaymentsSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.jobs = new IntervalJobs(logger);
  }

  onApplicationBootstrap(): void {
    if (!this.settings.cards) return;
    const retryEveryMs = Math.min(this.settings.refundRetrySeconds, 60) * 1000;
    this.jobs.every(retryEveryMs, 'refund retries', () => this.retryDueRefunds());
    if (this.settings.reconcileEveryMinutes > 0) {
      this.jobs.every(60_000, 'reconciliation', () => this.reconcileIfDue());
    }
  }

  onApplicationShutdown(): void {
    this.jobs.stopAll();
  }

  /** Each failed refund that is due, tried again through refund-payment (its guard first). */
  async retryDueRefunds(): Promise<void> {
    const due = await this.dataSource.transaction((transaction) =>
      this.refunds.claimDue(transaction, this.clock.now(), RETRY_LEASE_SECONDS),
    );
    for (const { orderId, idempotencyKey } of due) {
      try {
        await this.commands.execute(
          new RefundPaymentCommand({
            kind: 'retry',
            orderId,
            idempotencyKey,
            reason: 'a failed refund tried again',
          }),
        );
      } catch (error) {
        // Its next try stays claimed for the lease: tried again then.
        this.logger.warn({ err: (error as Error).message, orderId }, 'refund retry failed');
      }
    }
  }

  /** The reconciliation, when its interval has passed since the last one (whoever ran it). */
  async reconcileIfDue(): Promise<void> {
    await withAdvisoryLock(this.dataSource, RECONCILE_LOCK, async () => {
      const { lastReconciledAt } = await this.reconciliation.latest();
      const dueAt =
        (lastReconciledAt?.getTime() ?? 0) + this.settings.reconcileEveryMinutes * 60_000;
      if (this.clock.now().getTime() >= dueAt) {
        await this.commands.execute(new ReconcilePaymentsCommand('schedule'));
      }
    });
  }
}
