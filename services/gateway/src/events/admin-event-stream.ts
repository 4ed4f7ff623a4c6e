import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap } from '@nestjs/common';
import { Observable, Subject, interval, map, merge } from 'rxjs';
import type { MessageEvent } from '@nestjs/common';
import type { EventEnvelope, EventType } from '@fx/contracts';
import { EventSubscriber, INSTANCE_ID } from '@fx/service-kit';

/**
 * Events the dashboard shows live: per-row refresh progress, currency edits, order activity and
 * branch stock.
 */
export const ADMIN_STREAM_EVENTS: readonly EventType[] = [
  'rate.refreshed',
  'currency.changed',
  'order.placed',
  'order.accepted',
  'order.completed',
  'order.cancelled',
  'order.dispatched',
  'stock.changed',
];

const HEARTBEAT_MS = 15_000;

/**
 * Forwards platform events to the staff dashboards connected to this gateway instance, over its
 * own queue, as server-sent events. A heartbeat keeps idle connections open through proxies.
 */
@Injectable()
export class AdminEventStream implements OnApplicationBootstrap {
  private readonly events = new Subject<EventEnvelope>();

  constructor(private readonly subscriber: EventSubscriber) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.subscriber.subscribe({
      queue: `gateway.admin-events.${INSTANCE_ID}.${randomBytes(4).toString('hex')}`,
      exclusive: true,
      events: ADMIN_STREAM_EVENTS,
      handler: (event) => this.events.next(event),
    });
  }

  stream(): Observable<MessageEvent> {
    return merge(
      this.events.pipe(
        map((event): MessageEvent => ({ id: event.id, type: event.type, data: event })),
      ),
      interval(HEARTBEAT_MS).pipe(
        map((): MessageEvent => ({ type: 'heartbeat', data: { at: new Date().toISOString() } })),
      ),
    );
  }
}
