import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap } from '@nestjs/common';
import { Observable, Subject, interval, map, merge } from 'rxjs';
import type { MessageEvent } from '@nestjs/common';
import type { EventEnvelope, EventType, OrderCompliance } from '@fx/contracts';
import { EventSubscriber, INSTANCE_ID } from '@fx/service-kit';

/**
 * An order's standing with compliance (issue 33): the lists show it and Accept waits for it. Staff
 * are sent the order and its status only, never why it is held (that is the officer's).
 */
const STANDING_EVENTS: readonly EventType[] = [
  'order.screened',
  'order.held',
  'order.cleared',
  'order.frozen',
];

/** What staff are sent of an event: a standing without its holds, anything else whole. */
function forStaff(event: EventEnvelope): EventEnvelope {
  if (!STANDING_EVENTS.includes(event.type)) return event;
  const { orderId, orderNumber, status, sequence, at } = event.payload as OrderCompliance;
  return {
    ...event,
    payload: { orderId, orderNumber, status, sequence, at, holds: [] },
  } as EventEnvelope;
}

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
  ...STANDING_EVENTS,
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
        map((event): MessageEvent => ({ id: event.id, type: event.type, data: forStaff(event) })),
      ),
      interval(HEARTBEAT_MS).pipe(
        map((): MessageEvent => ({ type: 'heartbeat', data: { at: new Date().toISOString() } })),
      ),
    );
  }
}
