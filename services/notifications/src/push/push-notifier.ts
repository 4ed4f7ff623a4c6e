import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { PushPayload } from '@fx/contracts';
import { Clock, LOGGER } from '@fx/service-kit';
import { PushDevicesRepository } from './push-devices.repository';
import type { PushDeviceRow, PushTopic } from './push-devices.repository';
import { WebPushSender } from './web-push-sender';

/**
 * Pushes what an event says to its owner's devices that asked for its topic, once per event and
 * device: each push is claimed first (a row keyed by event and device), so a redelivered event
 * sends nothing again. A device the push service no longer knows (404, 410) is removed; any other
 * failure gives its claim back and is thrown, so the event is retried for the devices not reached.
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
    for (const device of devices) {
      if (!(await this.devices.claim(eventId, device.id))) continue;
      try {
        if ((await this.sender.send(device, payload)) === 'gone') {
          await this.devices.deleteById(device.id);
          this.logger.info(
            { deviceId: device.id, eventId },
            'push subscription gone (404/410): removed',
          );
          continue;
        }
        await this.devices.markUsed(device.id, this.clock.now());
        reached += 1;
      } catch (error) {
        await this.devices.release(eventId, device.id);
        this.logger.warn(
          { deviceId: device.id, eventId, err: String(error) },
          'push not delivered; the event will be retried',
        );
        failure = error instanceof Error ? error : new Error(String(error));
      }
    }
    if (failure) throw failure;
    return reached;
  }
}
