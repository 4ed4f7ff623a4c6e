import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Observable, Subject, interval, map, merge } from 'rxjs';
import type { MessageEvent } from '@nestjs/common';
import type { EventEnvelope, EventType, OrderCompliance } from '@fx/contracts';
import { EventSubscriber, INSTANCE_ID } from '@fx/service-kit';
import type { Unsubscribe } from '@fx/service-kit';

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
/** How long the gateway keeps listening after the last dashboard left: a reload comes back within it. */
const LINGER_MS = 60_000;

/**
 * Forwards platform events to the staff dashboards connected to this gateway instance, over its
 * own queue, as server-sent events. A heartbeat keeps idle connections open through proxies.
 * The queue exists only while dashboards are connected (and LINGER_MS after the last left): a
 * gateway no one watches takes no event off the bus (two a placed order, before issue 37).
 */
@Injectable()
export class AdminEventStream {
  private readonly events = new Subject<EventEnvelope>();
  /** This instance's queue: unique in a process that runs several gateways (tests do). */
  readonly queue = `gateway.admin-events.${INSTANCE_ID}.${randomBytes(4).toString('hex')}`;
  /** How long it keeps listening after the last dashboard left (tests shorten it). */
  lingerMs = LINGER_MS;
  private watchers = 0;
  private listening: Promise<Unsubscribe> | null = null;
  private linger?: NodeJS.Timeout;

  constructor(private readonly subscriber: EventSubscriber) {}

  /** One dashboard's stream, ready once the gateway listens to the bus (before any header). */
  async stream(): Promise<Observable<MessageEvent>> {
    await this.listen();
    const forwarded = merge(
      this.events.pipe(
        map((event): MessageEvent => ({ id: event.id, type: event.type, data: forStaff(event) })),
      ),
      interval(HEARTBEAT_MS).pipe(
        map((): MessageEvent => ({ type: 'heartbeat', data: { at: new Date().toISOString() } })),
      ),
    );
    return new Observable<MessageEvent>((observer) => {
      this.watchers += 1;
      clearTimeout(this.linger);
      const subscription = forwarded.subscribe(observer);
      return () => {
        subscription.unsubscribe();
        this.watchers -= 1;
        if (this.watchers > 0) return;
        // A channel that cannot be closed has gone with its connection.
        this.linger = setTimeout(() => void this.stop().catch(() => undefined), this.lingerMs);
        this.linger.unref();
      };
    });
  }

  private listen(): Promise<Unsubscribe> {
    clearTimeout(this.linger);
    this.listening ??= this.subscriber
      .subscribe({
        queue: this.queue,
        exclusive: true,
        events: ADMIN_STREAM_EVENTS,
        handler: (event) => this.events.next(event),
      })
      .catch((error: unknown) => {
        this.listening = null;
        throw error;
      });
    return this.listening;
  }

  private async stop(): Promise<void> {
    const listening = this.listening;
    if (this.watchers > 0 || !listening) return;
    this.listening = null;
    const unsubscribe = await listening;
    await unsubscribe();
  }
}
