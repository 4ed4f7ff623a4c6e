import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { PushPayload } from '@fx/contracts';
import { Clock, LOGGER } from '@fx/service-kit';
import { PushDevicesRepository } from './push-devices.repository';
import type { PushDeviceRow, PushTopic } from './push-devices.repository';
import { WebPushSender } from './web-push-sender';

/**
 * How long a claim not yet marked sent keeps others from the push: far longer than a send may
 * take (WebPushSender gives a push service 10 s), so a claim older than this is one whose sender
 * died between claiming and sending, and it may be taken over.
 */
export const CLAIM_LEASE_MS = 60_000;

/** Two seconds: the transport's default, and the TTL of the queues' `.retry` queues as declared. */
const RETRY_DELAY_MS = 2000;

/**
 * How the queues that push read (an EventQueue's retry fields): retried for longer than a lease,
 * so an event that waits on a claim whose sender died is pushed once the lease is over rather
 * than dead-lettered. The delay is the one those queues were declared with: a queue's arguments
 * cannot change once it exists.
 */
export const PUSH_RETRIES = {
  retryDelayMs: RETRY_DELAY_MS,
  maxAttempts: Math.ceil(CLAIM_LEASE_MS / RETRY_DELAY_MS) + 5,
} as const;

/** Another delivery of the event holds a claim it has not sent yet: the event is tried later. */
export class PushClaimTakenError extends Error {
  constructor(eventId: string, devices: number) {
    super(`${devices} push(es) of event ${eventId} claimed by another delivery, not yet sent`);
  }
}

/**
 * Pushes what an event says to its owner's devices that asked for its topic, at least once per
 * event and device and, as long as no sender dies between sending and saying so, once only: each
 * push is claimed first (a row keyed by event and device), sent, then marked sent, so a
 * redelivered event skips what was sent. A claim not marked sent within CLAIM_LEASE_MS is taken
 * over (its sender died before sending, or before saying so); a younger one, another delivery may
 * be sending now, so the event is thrown back to be retried (PushClaimTakenError) rather than
 * acked without its push. A device the push service no longer knows (404, 410) is removed; any
 * other failure gives its claim back and is thrown, so the event is retried for the devices not
 * reached.
 */
@Injectable()
export class PushNotifier {
  constructor(
    private readonly devices: PushDevicesRepository,
    private readonly sender: WebPushSender,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The owner's devices that asked for `topic` (none: nothing can be pushed). */
  devicesFor(email: string, topic: PushTopic): Promise<PushDeviceRow[]> {
    return this.devices.wanting(email, topic);
  }

  /** Pushes to each device of `email` wanting `topic`; how many were reached. */
  async push(
    eventId: string,
    email: string,
    topic: PushTopic,
    payload: PushPayload,
  ): Promise<number> {
    return this.pushTo(eventId, await this.devicesFor(email, topic), payload);
  }

  /** Pushes to `devices` (from devicesFor); how many were reached. */
  async pushTo(eventId: string, devices: PushDeviceRow[], payload: PushPayload): Promise<number> {
    let reached = 0;
    let failure: Error | undefined;
    let taken = 0;
    for (const device of devices) {
      const now = this.clock.now();
      const expiredBefore = new Date(now.getTime() - CLAIM_LEASE_MS);
      const claim = await this.devices.claim(eventId, device.id, now, expiredBefore);
      if (claim === 'sent') continue;
      if (claim === 'taken') {
        taken += 1;
        continue;
      }
      try {
        if ((await this.sender.send(device, payload)) === 'gone') {
          await this.devices.deleteById(device.id);
          this.logger.info(
            { deviceId: device.id, eventId },
            'push subscription gone (404/410): removed',
          );
          continue;
        }
        const sentAt = this.clock.now();
        await this.devices.markSent(claim, sentAt);
        await this.devices.markUsed(device.id, sentAt);
        reached += 1;
      } catch (error) {
        await this.devices.release(claim);
        this.logger.warn(
          { deviceId: device.id, eventId, err: String(error) },
          'push not delivered; the event will be retried',
        );
        failure = error instanceof Error ? error : new Error(String(error));
      }
    }
    if (failure) throw failure;
    if (taken > 0) throw new PushClaimTakenError(eventId, taken);
    return reached;
  }
}
