import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Queue, Worker } from 'bullmq';
import type { Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  BackgroundGate,
  HealthService,
  LOGGER,
  SpanKind,
  currentTraceparent,
  inSpan,
  withTraceparent,
} from '@fx/service-kit';
import { DeliverEmailCommand } from './deliver-email/deliver-email.command';
import type { MailJob } from './mail-job';
import { MailMetrics, WATCHED_JOB_STATES } from './mail.metrics';
import { MAIL_OPTIONS } from './mail.tokens';
import type { MailOptions } from './mail.tokens';

const QUEUE = 'mail';
/** Sent jobs are kept this long, so an event redelivered within it never sends twice. */
const KEEP_SENT_SECONDS = 30 * 24 * 3600;

/**
 * E-mails as BullMQ jobs. A job's id comes from what caused it (event id + template), so adding it
 * again is a no-op; each job retries with exponential backoff and, after the last attempt, stays
 * in Redis as failed, logged with the reason. The worker delivers each job by a command.
 */
@Injectable()
export class MailQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly connections: Redis[] = [];
  private readonly queue: Queue<MailJob>;
  private worker?: Worker<MailJob>;

  constructor(
    private readonly commands: CommandBus,
    private readonly health: HealthService,
    private readonly metrics: MailMetrics,
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly gate: BackgroundGate,
  ) {
    this.queue = new Queue<MailJob>(QUEUE, {
      connection: this.connection(),
      prefix: options.queuePrefix,
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    // Sending is background work: it waits while customers wait (service-kit's rush.ts).
    await this.gate.listen();
    const sent = (job: Job<MailJob>) =>
      this.gate.open() ? this.deliver(job) : this.gate.pass().then(() => this.deliver(job));
    this.worker = new Worker<MailJob>(QUEUE, sent, {
      connection: this.connection(),
      prefix: this.options.queuePrefix,
      concurrency: this.options.concurrency,
    });
    this.worker.on('failed', (job, error) => {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1);
      this.metrics.attemptFailed(job.data.template, final);
      const context = {
        jobId: job.id,
        template: job.data.template,
        attempt: job.attemptsMade,
        err: error.message,
      };
      if (final)
        this.logger.error(context, 'e-mail not delivered after the last attempt; kept as failed');
      else this.logger.warn(context, 'e-mail not delivered; will retry');
    });
    this.worker.on('completed', (job) => this.metrics.sent(job.data.template));
    this.worker.on('error', (error) =>
      this.logger.warn({ err: error.message }, 'mail worker error'),
    );
    this.health.register('mail-queue', () => this.queue.getJobCounts('waiting'));
    this.metrics.watchJobs(() => this.queue.getJobCounts(...WATCHED_JOB_STATES));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    await Promise.all(this.connections.map((redis) => redis.quit().catch(() => undefined)));
  }

  /**
   * Queues e-mails; a job whose id is already queued or sent is left as it is. Each is added on
   * its own: BullMQ's addBulk builds an ioredis pipeline, whose construction (a function for each
   * of BullMQ's scripts) cost more CPU than the two adds (about 0.2 ms per order measured against
   * Redis). addBulk was not atomic either: either way, an event whose jobs were not all added
   * fails and is redelivered, and the jobs already added are left as they are.
   */
  async enqueue(jobs: { id: string; job: MailJob }[]): Promise<void> {
    const traceparent = currentTraceparent();
    await Promise.all(
      jobs.map(({ id, job }) =>
        this.queue.add(job.template, traceparent ? { ...job, traceparent } : job, {
          jobId: id,
          attempts: this.options.attempts,
          backoff: { type: 'exponential', delay: this.options.backoffMs },
          removeOnComplete: { age: KEEP_SENT_SECONDS },
          removeOnFail: false,
        }),
      ),
    );
  }

  /**
   * The e-mails an event causes, each job's id the event's id and the template, so a redelivered
   * event adds nothing.
   */
  /**
   * Erasure: removes every e-mail job about an order (waiting, delayed, failed, completed: their
   * data holds the address); how many went.
   */
  async removeJobsOfOrder(orderId: string): Promise<number> {
    const jobs = await this.queue.getJobs([
      'waiting',
      'delayed',
      'failed',
      'completed',
      'paused',
      'prioritized',
    ]);
    const about = (job: Job<MailJob> | undefined) => {
      const data = job?.data.data as
        { orderId?: unknown; order?: { orderId?: unknown } } | undefined;
      return (data?.orderId ?? data?.order?.orderId) === orderId;
    };
    let removed = 0;
    for (const job of jobs.filter(about)) {
      await job.remove();
      removed += 1;
    }
    return removed;
  }

  enqueueFor(event: { id: string }, jobs: MailJob[]): Promise<void> {
    return this.enqueue(jobs.map((job) => ({ id: `${event.id}.${job.template}`, job })));
  }

  /** Counts of jobs by state, for tests and the health page. */
  counts() {
    return this.queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed');
  }

  /** Sends a job's e-mail, in a CONSUMER span continuing the trace that queued it. */
  private deliver(job: Job<MailJob>): Promise<string> {
    return withTraceparent(job.data.traceparent, () =>
      inSpan(
        `process ${QUEUE}`,
        {
          kind: SpanKind.CONSUMER,
          attributes: {
            'messaging.system': 'bullmq',
            'messaging.destination.name': QUEUE,
            'messaging.operation.type': 'process',
            'fx.mail.template': job.data.template,
            'fx.job.attempt': job.attemptsMade + 1,
          },
        },
        () => this.commands.execute(new DeliverEmailCommand(job.id, job.data)),
      ),
    );
  }

  private connection(): Redis {
    const redis = new Redis(this.options.redisUrl, { maxRetriesPerRequest: null });
    redis.on('error', () => undefined);
    this.connections.push(redis);
    return redis;
  }
}
